/**
 * The offline GraphQL explorer. Its code (CodeMirror, graphql-js, the mock layer and the schema) is
 * fetched only where this component renders, and only in the browser: the static HTML shows a short
 * loading line instead.
 */
import {Suspense, lazy, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {ExplorerProps} from './Explorer';
import styles from './styles.module.css';

const Explorer = lazy(() => import('./Explorer'));

function Loading(): ReactNode {
  // The Markdown copy of the page (src/plugins/markdown) leaves this browser-only placeholder out.
  return (
    <p className={styles.loading} data-markdown="skip">
      Loading the API explorer…
    </p>
  );
}

export default function ApiExplorer(props: ExplorerProps): ReactNode {
  return (
    <BrowserOnly fallback={<Loading />}>
      {() => (
        <Suspense fallback={<Loading />}>
          <Explorer {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
