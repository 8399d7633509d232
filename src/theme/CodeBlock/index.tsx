/**
 * theme-live-codeblock's CodeBlock imports its live editor statically, which puts react-live, sucrase
 * and the live scope into the bundle of every page with a code block. This replacement renders the
 * classic code block (`@theme-init`, the first registered CodeBlock) and fetches the live editor
 * only for ```live blocks, in the browser. Before it arrives, and in the static HTML, a live block
 * reads as an ordinary highlighted block of its code.
 */
import {Suspense, lazy, type ComponentProps, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ClassicCodeBlock from '@theme-init/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

type Props = ComponentProps<typeof CodeBlockType> & {live?: boolean};

const loadLiveCodeBlock = () => import('@theme/LiveCodeBlock');
const LiveCodeBlock = lazy(loadLiveCodeBlock);

const isLive = (props: Props) =>
  Boolean(props.live) && (typeof props.children === 'undefined' || typeof props.children === 'string');

export default function CodeBlock(props: Props): ReactNode {
  if (!isLive(props)) return <ClassicCodeBlock {...props} />;
  // Start fetching the editor while the page hydrates, not after: the swap from the static block to
  // the editor then happens sooner (it decides the page's Largest Contentful Paint on mobile).
  if (typeof window !== 'undefined') void loadLiveCodeBlock();
  const {live: _live, ...staticProps} = props;
  const fallback = <ClassicCodeBlock {...staticProps} />;
  return (
    <BrowserOnly fallback={fallback}>
      {() => (
        <Suspense fallback={fallback}>
          <LiveCodeBlock {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
