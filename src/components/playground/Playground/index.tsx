/**
 * The /playground: a starting example, an editor, a preview, sharing by link.
 *
 * The page is built with its first example painted: the highlighted code and the rendered preview
 * (`startHighlighted`, `startPreviewHtml`, from src/plugins/remark/playgroundStart), so a phone shows the
 * playground without running the editor. The editor (react-live) and the sandboxed preview frame are
 * fetched when the reader starts to edit: a click on or focus in the code or the preview, Edit, or a
 * pick from the examples; a shared link (`#code=…`) starts them at once, since its code is not the
 * one the page was built with.
 */
import {Suspense, lazy, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// The site's CodeBlock itself (what @theme/CodeBlock is), typed with the build-time lines it takes.
import CodeBlock from '@site/src/theme/CodeBlock';
// The highlighted code block renders the built lines; fenced code on a page imports it the same way.
import '@site/src/theme/CodeBlock/codeBlock';
import '@site/src/components/live-frame/storefront.css';
import {EXAMPLES} from './examples';
import Panes from './Panes';
import {codeFromHash, shareUrl} from './share';
import styles from './styles.module.css';

const PlaygroundEditor = lazy(() => import('./PlaygroundEditor'));

const SHARED = 'shared';
const FIRST = EXAMPLES[0];

interface Start {
  exampleId: string;
  code: string;
}

interface Props {
  /** The first example's lines, highlighted at build time, as JSON. */
  startHighlighted?: string;
  /** The first example rendered at build time. */
  startPreviewHtml?: string;
}

/** The first example as the page was built with it; any interaction with it starts the editor. */
function StaticPanes({
  startHighlighted,
  startPreviewHtml,
  onEdit,
}: Required<Props> & {onEdit?: (focusEditor: boolean) => void}): ReactNode {
  return (
    <Panes
      code={
        <div className={styles.staticCode} onFocus={() => onEdit?.(true)} onPointerDown={() => onEdit?.(true)}>
          <CodeBlock language="tsx" highlighted={startHighlighted}>
            {FIRST.code.replace(/\n$/, '')}
          </CodeBlock>
        </div>
      }
      preview={
        <div
          className={`${styles.staticPreview} storefront-look`}
          data-playground-static=""
          onFocus={() => onEdit?.(false)}
          onPointerDown={() => onEdit?.(false)}
          dangerouslySetInnerHTML={{__html: startPreviewHtml}}
        />
      }
    />
  );
}

export default function Playground({startHighlighted, startPreviewHtml}: Props): ReactNode {
  const running = useIsBrowser();
  const [start, setStart] = useState<Start>({exampleId: FIRST.id, code: FIRST.code});
  // The editor is started again (new key) whenever the reader picks a start.
  const [revision, setRevision] = useState(0);
  const code = useRef(start.code);
  const [link, setLink] = useState<string>();
  const [status, setStatus] = useState('');
  // Null until the reader starts to edit: the static example stays on screen.
  const [live, setLive] = useState<null | {focusEditor: boolean}>(null);
  const id = useId();
  const built = startHighlighted !== undefined && startPreviewHtml !== undefined;

  const root = useRef<HTMLDivElement>(null);

  const goLive = (focusEditor: boolean) => setLive((current) => current ?? {focusEditor});

  function edit(): void {
    setStatus('');
    if (!live) goLive(true);
    else root.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
  }

  useEffect(() => {
    const shared = codeFromHash(window.location.hash);
    if (shared !== undefined) {
      code.current = shared;
      setStart({exampleId: SHARED, code: shared});
      setRevision((r) => r + 1);
    }
    // A page built without its example (no build-time data) has nothing static to show.
    if (shared !== undefined || !built) goLive(false);
  }, [built]);

  const options = useMemo(
    () => [...(start.exampleId === SHARED ? [{id: SHARED, label: 'Code from a shared link'}] : []), ...EXAMPLES],
    [start.exampleId],
  );

  function begin(next: Start): void {
    code.current = next.code;
    setStart(next);
    setRevision((r) => r + 1);
    setLink(undefined);
    // A started editor starts again with the new code, and leaves the focus where the reader is.
    setLive((current) => current && {focusEditor: false});
    // The old fragment no longer describes what is on screen.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }

  function pick(exampleId: string): void {
    const example = EXAMPLES.find((e) => e.id === exampleId);
    if (!example) return;
    begin({exampleId: example.id, code: example.code});
    goLive(false);
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
    begin({...start});
    setStatus('The code is back to where it started.');
  }

  // While the editor's code loads, the page keeps showing the built example if that is what starts.
  const staticPanes =
    built && start.code === FIRST.code ? (
      <StaticPanes startHighlighted={startHighlighted} startPreviewHtml={startPreviewHtml} />
    ) : (
      <p className={styles.loading}>Loading the playground…</p>
    );

  return (
    // The Markdown copy of the page (src/plugins/markdown) leaves the interactive playground out.
    <div ref={root} className={styles.playground} data-markdown="skip">
      <div className={styles.toolbar}>
        <label className={styles.picker}>
          Starting example{' '}
          <select value={start.exampleId} disabled={!running} onChange={(event) => pick(event.target.value)}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--primary button--sm" disabled={!running} onClick={edit}>
          Edit code
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!running}
          onClick={() => void copyLink()}
        >
          Copy link
        </button>
        <button type="button" className="button button--secondary button--sm" disabled={!running} onClick={reset}>
          Reset code
        </button>
      </div>
      <p role="status" className={styles.status}>
        {running ? status : 'The editor starts once the page has loaded.'}
      </p>
      {link && (
        <p className={styles.link}>
          <label htmlFor={`${id}-link`}>Link to this code</label>
          <input id={`${id}-link`} type="url" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
      {live ? (
        <Suspense fallback={staticPanes}>
          <PlaygroundEditor
            key={revision}
            code={start.code}
            onCodeChange={(next) => (code.current = next)}
            focusEditor={live.focusEditor}
          />
        </Suspense>
      ) : built ? (
        <StaticPanes
          startHighlighted={startHighlighted}
          startPreviewHtml={startPreviewHtml}
          onEdit={running ? goLive : undefined}
        />
      ) : (
        staticPanes
      )}
    </div>
  );
}
