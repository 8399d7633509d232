/**
 * The /playground editor. react-live, the examples and `@faststore/ui` are fetched only where this
 * component renders, and only in the browser: the static HTML shows a short loading line instead.
 */
import {Suspense, lazy, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

const PlaygroundEditor = lazy(() => import('./PlaygroundEditor'));

function Loading(): ReactNode {
  // The Markdown copy of the page (src/plugins/markdown) leaves this browser-only placeholder out.
  return (
    <p className={styles.loading} data-markdown="skip">
      Loading the playground…
    </p>
  );
}

export default function Playground(): ReactNode {
  return (
    <BrowserOnly fallback={<Loading />}>
      {() => (
        <Suspense fallback={<Loading />}>
          <PlaygroundEditor />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
