/**
 * The offline API explorer: a GraphQL editor that completes and checks operations against
 * the real FastStore API schema, and a Run button that answers them in the browser from mock data.
 * Loaded lazily by ./index.tsx, so only the pages that show it download CodeMirror and graphql-js.
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import type {EditorView} from '@codemirror/view';
import schemaFile from '@generated/faststore-api-reference/default/schema.json';
import {createEditor} from './editorExtensions';
import {runOperation, schemaFromSdl, type RunResult} from './runOperation';
import styles from './styles.module.css';

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

const {sdl, version} = schemaFile;

export interface ExplorerProps {
  operation?: string;
  variables?: string;
}

export default function Explorer({
  operation = DEFAULT_OPERATION,
  variables = DEFAULT_VARIABLES,
}: ExplorerProps): ReactNode {
  const schema = useMemo(() => schemaFromSdl(sdl), []);
  const editorParent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [vars, setVars] = useState(variables);
  const varsRef = useRef(vars);
  varsRef.current = vars;
  const [outcome, setOutcome] = useState<RunResult | null>(null);
  const [running, setRunning] = useState(false);
  const id = useId();

  const run = useCallback(async () => {
    if (!view.current) return;
    setRunning(true);
    try {
      setOutcome(await runOperation(schema, view.current.state.doc.toString(), varsRef.current));
    } finally {
      setRunning(false);
    }
  }, [schema]);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (!editorParent.current) return undefined;
    view.current = createEditor(editorParent.current, {
      doc: operation,
      schema,
      label: 'GraphQL operation',
      onRun: () => void runRef.current(),
    });
    return () => {
      view.current?.destroy();
      view.current = null;
    };
  }, [operation, schema]);

  return (
    <div className={styles.explorer} data-testid="api-explorer">
      <p className={styles.hint} id={`${id}-hint`}>
        Type an operation; press Ctrl+Space for suggestions and Ctrl+Enter (⌘+Enter on macOS) to run it. Everything runs
        in your browser against the FastStore API {version} schema; no request leaves the page.
      </p>
      <div className={styles.panes}>
        <div className={styles.inputs}>
          <div className={styles.label} id={`${id}-op`}>
            Operation
          </div>
          <div ref={editorParent} className={styles.editor} aria-describedby={`${id}-hint`} />
          <label className={styles.label} htmlFor={`${id}-vars`}>
            Variables (JSON)
          </label>
          <textarea
            id={`${id}-vars`}
            className={styles.variables}
            value={vars}
            spellCheck={false}
            rows={4}
            onChange={(e) => setVars(e.target.value)}
          />
          <button type="button" className="button button--primary" onClick={() => void run()} disabled={running}>
            Run
          </button>
        </div>
        <section className={styles.output} aria-labelledby={`${id}-result`} aria-live="polite">
          <div className={styles.resultHeader}>
            <span className={styles.label} id={`${id}-result`}>
              Result
            </span>
            <span className={styles.mockBadge}>Mock data</span>
          </div>
          {outcome ? (
            <pre
              className={styles.result}
              tabIndex={0}
              aria-label="Result of the operation (mock data)"
              data-ok={outcome.ok}
            >
              <code>{JSON.stringify(outcome.result, null, 2)}</code>
            </pre>
          ) : (
            <p className={styles.empty}>Run the operation to see a response built from mock data.</p>
          )}
        </section>
      </div>
    </div>
  );
}
