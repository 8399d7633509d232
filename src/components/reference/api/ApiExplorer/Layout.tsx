/**
 * The explorer's layout, shared by the static view (./index.tsx, in the page's HTML and until the
 * reader starts) and the live explorer (./Explorer.tsx), so that loading the editor moves nothing.
 */
import {useId, type ReactNode} from 'react';
import schemaVersion from '@generated/faststore-api-reference/default/schema-version.json';
import type {RunResult} from './runOperation';
import styles from './styles.module.css';
import layout from '@site/src/css/panes.module.css';

export interface LayoutProps {
  /** The operation's editor (CodeMirror), or its code before the editor loads. */
  editor: (hintId: string) => ReactNode;
  vars: string;
  setVars: (vars: string) => void;
  onRun: () => void;
  running: boolean;
  outcome: RunResult | null;
}

export function ExplorerLayout({editor, vars, setVars, onRun, running, outcome}: LayoutProps): ReactNode {
  const id = useId();
  // An interactive tool has no place in the page's Markdown copy (src/plugins/markdown).
  return (
    <div className={styles.explorer} data-testid="api-explorer" data-markdown="skip">
      <p className={styles.hint} id={`${id}-hint`}>
        Type an operation; press Ctrl+Space for suggestions and Ctrl+Enter (⌘+Enter on macOS) to run it. Everything runs
        in your browser against the FastStore API {schemaVersion.version} schema; no request leaves the page.
      </p>
      <div className={layout.panes}>
        <div className={styles.inputs}>
          <div className={styles.label} id={`${id}-op`}>
            Operation
          </div>
          {editor(`${id}-hint`)}
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
          <button type="button" className="button button--primary" onClick={onRun} disabled={running}>
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
