import {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import * as React from 'react';
import {LiveContext, LiveEditor} from 'react-live';
import LiveFrame from '@site/src/components/live-frame/LiveFrame';
import {LiveCodeProvider, useLiveCode} from '@site/src/components/live-frame/LiveCode';
import {EXAMPLES} from './examples';
import {codeFromHash, shareUrl} from './share';
import styles from './styles.module.css';

const SHARED = 'shared';

interface Start {
  exampleId: string;
  code: string;
}

/** What the page opens with: the code in the URL fragment, else the first example. */
function initialStart(): Start {
  const shared = codeFromHash(window.location.hash);
  return shared !== undefined ? {exampleId: SHARED, code: shared} : {exampleId: EXAMPLES[0].id, code: EXAMPLES[0].code};
}

/**
 * react-live's editor is a content-editable <pre> with no name or role; give it both so assistive
 * technology announces it as the code editor, and let Tab leave it (`tabMode="focus"`) so the
 * keyboard is never trapped in it.
 */
function CodeEditor({label, onCodeChange}: {label: string; onCodeChange: (code: string) => void}): ReactNode {
  const live = React.useContext(LiveContext);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = wrapper.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', label);
  });
  return (
    <div ref={wrapper} className={styles.editor}>
      <LiveEditor
        tabMode="focus"
        onChange={(code: string) => {
          live.onChange?.(code);
          onCodeChange(code);
        }}
      />
    </div>
  );
}

/**
 * The code runs in the sandboxed live-example frame (src/components/live-frame), with React and every
 * `@faststore/ui` export in scope, the same names a ```tsx live block sees; its errors show below it.
 */
function Preview(): ReactNode {
  const {code} = useLiveCode();
  return <LiveFrame code={code} look="playground" title="Preview of the code" errorClassName={styles.error} />;
}

export default function PlaygroundEditor(): ReactNode {
  const [start, setStart] = useState<Start>(initialStart);
  // The provider is re-mounted (new key) whenever the reader picks a start, so the editor resets.
  const [revision, setRevision] = useState(0);
  const code = useRef(start.code);
  const [link, setLink] = useState<string>();
  const [status, setStatus] = useState('');
  const id = useId();

  const options = useMemo(
    () => [...(start.exampleId === SHARED ? [{id: SHARED, label: 'Code from a shared link'}] : []), ...EXAMPLES],
    [start.exampleId],
  );

  function begin(next: Start): void {
    code.current = next.code;
    setStart(next);
    setRevision((r) => r + 1);
    setLink(undefined);
    // The old fragment no longer describes what is on screen.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }

  function pick(exampleId: string): void {
    const example = EXAMPLES.find((e) => e.id === exampleId);
    if (!example) return;
    begin({exampleId: example.id, code: example.code});
    setStatus(`Loaded the ${example.label.toLowerCase()} example.`);
  }

  async function copyLink(): Promise<void> {
    const url = shareUrl(window.location.href, code.current);
    // The address bar shows the link too, so reloading the page keeps the current code.
    window.history.replaceState(window.history.state, '', url);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied. Anyone who opens it sees this code.');
    } catch {
      setStatus('Your browser did not allow copying: select the link below and copy it.');
    }
  }

  function reset(): void {
    const example = EXAMPLES.find((e) => e.id === start.exampleId);
    begin(example ? {exampleId: example.id, code: example.code} : {...start});
    setStatus('The code is back to where it started.');
  }

  return (
    <div className={styles.playground}>
      <div className={styles.toolbar}>
        <label className={styles.picker}>
          Starting example{' '}
          <select value={start.exampleId} onChange={(event) => pick(event.target.value)}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--primary button--sm" onClick={() => void copyLink()}>
          Copy link
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={reset}>
          Reset code
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {link && (
        <p className={styles.link}>
          <label htmlFor={`${id}-link`}>Link to this code</label>
          <input id={`${id}-link`} type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
      <LiveCodeProvider key={revision} code={start.code}>
        <div className={styles.panes}>
          <section aria-labelledby={`${id}-code`} className={styles.pane}>
            <h2 id={`${id}-code`} className={styles.paneTitle}>
              Code
            </h2>
            <CodeEditor label="Code editor" onCodeChange={(next) => (code.current = next)} />
          </section>
          <section aria-labelledby={`${id}-preview`} className={styles.pane}>
            <h2 id={`${id}-preview`} className={styles.paneTitle}>
              Preview
            </h2>
            <div className={styles.preview} data-playground-preview>
              <Preview />
            </div>
          </section>
        </div>
      </LiveCodeProvider>
    </div>
  );
}
