/**
 * The offline GraphQL explorer. The page's HTML has its full layout: the operation as text, the
 * variables, the Run button. Its code (CodeMirror, graphql-js, the mock layer and the schema) is
 * fetched when the reader starts: focusing or clicking the operation loads the editor there, Run
 * loads it and runs the operation. Nothing of it loads while the page hydrates.
 */
import {Suspense, lazy, useState, type ReactNode} from 'react';
import {ExplorerLayout} from './Layout';
import styles from './styles.module.css';

const Explorer = lazy(() => import('./Explorer'));

const DEFAULT_OPERATION = `query ProductPageQuery($locator: [IStoreSelectedFacet!]!) {
  product(locator: $locator) {
    sku
    name
    image {
      url
      alternateName
    }
    offers {
      lowPrice
      priceCurrency
    }
  }
}
`;

const DEFAULT_VARIABLES = `{
  "locator": [{"key": "slug", "value": "gold-ring-99988217"}]
}`;

export interface ApiExplorerProps {
  operation?: string;
  variables?: string;
}

export default function ApiExplorer({
  operation = DEFAULT_OPERATION,
  variables = DEFAULT_VARIABLES,
}: ApiExplorerProps): ReactNode {
  const [vars, setVars] = useState(variables);
  const [start, setStart] = useState<'run' | 'edit' | null>(null);
  const begin = (what: 'run' | 'edit') => setStart((current) => current ?? what);
  const staticView = (loading: boolean) => (
    <ExplorerLayout
      editor={(hintId) => (
        <div className={styles.editor} onFocus={() => begin('edit')} onPointerDown={() => begin('edit')}>
          <div
            className={styles.staticOperation}
            tabIndex={0}
            role="textbox"
            aria-multiline="true"
            aria-readonly={loading}
            aria-label="GraphQL operation"
            aria-describedby={hintId}
          >
            {operation}
          </div>
        </div>
      )}
      vars={vars}
      setVars={setVars}
      onRun={() => begin('run')}
      running={loading}
      outcome={null}
    />
  );
  if (!start) return staticView(false);
  return (
    <Suspense fallback={staticView(true)}>
      <Explorer operation={operation} vars={vars} setVars={setVars} start={start} />
    </Suspense>
  );
}
