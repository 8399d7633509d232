/**
 * Replaces the CodeBlock of theme-live-codeblock and of the classic theme so that no page downloads
 * code it does not use:
 * - Highlighting (Prism and the classic block) is in the `./highlighter` chunk, which registers itself
 *   when loaded. Pages whose MDX has a code block import it (src/plugins/code-highlighter), and so does
 *   any component that renders this one (SdkSignature), so it is there before the page renders.
 * - The live editor (react-live) is fetched only for ```live blocks, in the browser. Before it
 *   arrives, and in the static HTML, a live block reads as an ordinary highlighted block of its code.
 */
import {Suspense, lazy, type ComponentProps, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type CodeBlockType from '@theme/CodeBlock';
import {registeredHighlighter} from './registry';

type Props = ComponentProps<typeof CodeBlockType> & {live?: boolean};

const loadLiveCodeBlock = () => import('@theme/LiveCodeBlock');
const LiveCodeBlock = lazy(loadLiveCodeBlock);

const isLive = (props: Props) =>
  Boolean(props.live) && (typeof props.children === 'undefined' || typeof props.children === 'string');

/**
 * Without the highlighter the code is still shown, uncoloured. It only happens if something renders a
 * code block on a page that did not import the highlighter; the server, which has it registered, then
 * renders differently, and the e2e check for console errors on every route reports the mismatch.
 */
function PlainCodeBlock({children, className}: Props): ReactNode {
  if (process.env.NODE_ENV !== 'production') {
    console.error(
      "CodeBlock: the highlighter is not loaded on this page; import '@site/src/theme/CodeBlock/highlighter' in the component that renders it.",
    );
  }
  return (
    <div className={`theme-code-block margin-bottom--lg ${className ?? ''}`}>
      <pre className="prism-code" tabIndex={0}>
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
    </div>
  );
}

function HighlightedCodeBlock(props: Props): ReactNode {
  const Registered = registeredHighlighter();
  return Registered ? <Registered {...props} /> : <PlainCodeBlock {...props} />;
}

export default function CodeBlock(props: Props): ReactNode {
  if (!isLive(props)) return <HighlightedCodeBlock {...props} />;
  // Start fetching the editor while the page hydrates, not after: the swap from the static block to
  // the editor then happens sooner (it decides the page's Largest Contentful Paint on mobile).
  if (typeof window !== 'undefined') void loadLiveCodeBlock();
  const {live: _live, ...staticProps} = props;
  const fallback = <HighlightedCodeBlock {...staticProps} />;
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
