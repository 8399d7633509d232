/**
 * Replaces the CodeBlock of theme-live-codeblock and of the classic theme so that no page downloads
 * code it does not use:
 * - The classic block is in the `./codeBlock` chunk, which registers itself when loaded. Fenced code
 *   in MDX arrives highlighted at build time (`highlighted`) and needs no Prism; pages with it import
 *   that chunk (src/plugins/code-highlighter), and so do components that pass build-time lines
 *   themselves (SdkSignature, the playground). Code highlighted in the browser (`<CodeBlock>` in JSX)
 *   needs `./highlighter`, which adds Prism; its users import it.
 * - A ```live block arrives with its preview rendered at build time (`previewHtml`, from
 *   src/plugins/live-preview). It shows the highlighted code and that preview, in the static HTML and
 *   after hydration alike, and fetches the editor (react-live's) only when the reader starts to edit:
 *   a click on the code, Enter or a character typed in it, a click or focus in the preview, or the Edit
 *   button. The example then runs in the
 *   sandboxed live-example frame (src/components/live-frame), which replaces the build-time preview
 *   once it has rendered, and where what the reader clicked in that preview is made again.
 */
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {useThemeConfig} from '@docusaurus/theme-common';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import previewStyles from '@docusaurus/theme-live-codeblock/lib/theme/Playground/Preview/styles.module.css';
import type CodeBlockType from '@theme/CodeBlock';
import {StaticPreview, replayOf, type Replay} from '../../components/live-frame/staticPreview';
import {REPLAYED_KEYS, isReplayedKey} from '../../components/live-frame/protocol';
import FocusEditor from '../../components/live-frame/FocusEditor';
import {HTML_ATTRIBUTE} from '@faststore-docs/shared/reference/attributes';
import {PrebuiltLines, registered} from './registry';
import styles from './styles.module.css';

type Props = ComponentProps<typeof CodeBlockType> & {
  live?: boolean;
  /** The example rendered at build time (src/plugins/live-preview). */
  previewHtml?: string;
  /** The HTML of each line, highlighted at build time, as JSON (src/plugins/code-highlighter). */
  highlighted?: string;
  /**
   * The releases of `@faststore/ui` a live example is written for, space-separated (from its fence's
   * `since=`/`until=`, src/plugins/remark/exampleReleases): the page shows it only to readers of those
   * releases, and it runs with the reader's release.
   */
  'data-in-ui'?: string;
};

/** The release of `@faststore/ui` the reader's profile or the version picker chose, if any. */
const readerRelease = (): string | null => document.documentElement.getAttribute(HTML_ATTRIBUTE('ui'));

/**
 * The reader's release, followed while the example runs: picking another release in the version
 * picker (or the profile) sets the attribute on <html>, and a running example switches to that
 * release's frame, keeping the code the reader has edited.
 */
function subscribeToReaderRelease(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributes: true, attributeFilter: [HTML_ATTRIBUTE('ui')]});
  return () => observer.disconnect();
}
const useReaderRelease = (): string | null => useSyncExternalStore(subscribeToReaderRelease, readerRelease, () => null);

// Imported here, not statically: this component is in every page's bundle, the editor's code must not be.
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

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

function HighlightedCodeBlock({highlighted, ...props}: Props): ReactNode {
  const Registered = registered.highlighter;
  const lines = useMemo(() => (highlighted ? (JSON.parse(highlighted) as string[]) : null), [highlighted]);
  if (!Registered) return <PlainCodeBlock {...props} />;
  return (
    <PrebuiltLines.Provider value={lines}>
      <Registered {...props} />
    </PrebuiltLines.Provider>
  );
}

type Activate = (how: {focusEditor: boolean; replay?: Replay}) => void;

/** Activation from the preview: the element the reader clicked or focused, found again once live. */
function previewActivation(activate: Activate | undefined, action: Replay['action']) {
  return (event: React.SyntheticEvent<HTMLDivElement>) => {
    activate?.({focusEditor: false, replay: replayOf(event, action)});
  };
}

/** The build-time preview and the highlighted code, laid out as the playground lays them out. */
function StaticPlayground({
  props,
  previewHtml,
  onActivate,
}: {
  props: Props;
  previewHtml: string;
  onActivate?: Activate;
}): ReactNode {
  const {liveCodeBlock} = useThemeConfig() as {liveCodeBlock?: {playgroundPosition?: 'top' | 'bottom'}};
  const position = liveCodeBlock?.playgroundPosition ?? 'bottom';
  const {live: _live, previewHtml: _html, 'data-in-ui': _holds, ...codeProps} = props;
  const edit = () => onActivate?.({focusEditor: true});
  const typingStartsEditing = useTypingStartsEditing(edit);
  // The playground's labels and the rendered preview stay out of the page's Markdown copy
  // (src/plugins/markdown), where the example is its code.
  const editor = (
    <>
      <div className={styles.contents} data-markdown="skip">
        <PlaygroundHeader
          buttons={
            <button
              type="button"
              className={`clean-btn ${styles.editButton}`}
              onClick={edit}
              aria-label="Edit this example"
            >
              Edit
            </button>
          }
        >
          Live Editor
        </PlaygroundHeader>
      </div>
      {/* Focus alone does not start the editor: a keyboard reader tabbing through the code (its Copy
          button, then the preview) would lose the focused element as the editor replaced it. Enter or
          a character typed in the code does (useTypingStartsEditing), as a click does. */}
      <div className={styles.staticEditor} onPointerDown={edit} ref={typingStartsEditing}>
        <HighlightedCodeBlock {...codeProps} />
      </div>
    </>
  );
  const preview = (
    <>
      <div className={styles.contents} data-markdown="skip">
        <PlaygroundHeader>Result</PlaygroundHeader>
      </div>
      <div
        data-markdown="skip"
        className={previewStyles.playgroundPreview}
        onFocus={previewActivation(onActivate, 'focus')}
        onPointerDown={previewActivation(onActivate, 'click')}
      >
        {/* The same element react-live's LivePreview renders around the example. */}
        <div data-live-preview="static" dangerouslySetInnerHTML={{__html: previewHtml}} />
      </div>
    </>
  );
  const [first, second] = position === 'top' ? [preview, editor] : [editor, preview];
  return (
    <PlaygroundContainer>
      {first}
      {second}
    </PlaygroundContainer>
  );
}

/**
 * Starts editing when the reader presses Enter or types a character in the static code (its <pre> is
 * focusable, for scrolling), not on a control inside it such as the Copy button.
 */
function useTypingStartsEditing(edit: () => void): (element: HTMLDivElement | null) => void {
  const current = useRef(edit);
  current.current = edit;
  return useCallback((element: HTMLDivElement | null) => {
    element?.addEventListener('keydown', (event) => {
      if (event.target instanceof HTMLButtonElement || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Enter' || event.key.length === 1) current.current();
    });
  }, []);
}

function LiveExample({props, previewHtml}: {props: Props; previewHtml: string}): ReactNode {
  const [active, setActive] = useState<null | {focusEditor: boolean; replay?: Replay}>(null);
  const container = useRef<HTMLDivElement>(null);
  const reader = useReaderRelease();
  const activate: Activate = (how) => setActive((current) => current ?? how);
  // Used again while the editor loads, or in the preview the live example shows until its frame has
  // rendered: the reader has moved on to the preview, so the editor does not take the focus.
  const usedAgain = (replay: Replay | undefined) =>
    setActive((current) => current && {focusEditor: false, replay: replay ?? current.replay});
  const useWhileLoading: Activate = (how) => {
    if (!how.focusEditor) usedAgain(how.replay);
  };
  // The keys the reader presses on the preview before the frame has taken over (the static element
  // they focused is replaced as the editor loads, which leaves the focus on the page): kept, instead
  // of moving the static copy or scrolling the page, and made again in the frame in order. Characters
  // typed into a static text field still show there, and reach the live field the same way.
  const keys = useRef<string[]>([]);
  // A ref, not state: the editor the reader may be typing in is not rendered again when the frame takes over.
  const takenOver = useRef(false);
  const fromPreview = active !== null && !active.focusEditor && active.replay !== undefined;
  useEffect(() => {
    if (!fromPreview) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (takenOver.current || !isReplayedKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const focused = document.activeElement;
      const onPreview =
        focused === null || focused === document.body || focused.closest('[data-live-preview="static"]') !== null;
      if (!onPreview || (focused !== document.body && !container.current?.contains(focused))) return;
      const typing = !REPLAYED_KEYS.includes(event.key);
      if (typing && !(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
        // Typed on the page while the static field is being replaced: kept for the live field, and
        // not taken by the page (a space would scroll it).
        if (focused === document.body || focused === null) event.preventDefault();
        else return;
      } else if (!typing) event.preventDefault();
      keys.current.push(event.key);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [fromPreview]);
  if (!active) return <StaticPlayground props={props} previewHtml={previewHtml} onActivate={activate} />;
  const {previewHtml: _html, highlighted: _lines, 'data-in-ui': holds, ...liveProps} = props;
  const releases = holds ? {holds: holds.split(' '), reader} : undefined;
  return (
    <div ref={container}>
      <Suspense fallback={<StaticPlayground props={props} previewHtml={previewHtml} onActivate={useWhileLoading} />}>
        <StaticPreview.Provider
          value={{
            html: previewHtml,
            // The same array the keys go into: the frame is sent what was pressed until it took over.
            replay: active.replay && {...active.replay, keys: keys.current},
            releases,
            onUse: usedAgain,
            onTakenOver: () => {
              takenOver.current = true;
            },
          }}
        >
          <LiveCodeBlock {...liveProps} />
        </StaticPreview.Provider>
        {active.focusEditor && <FocusEditor within={container} />}
      </Suspense>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  if (!isLive(props)) return <HighlightedCodeBlock {...props} />;
  if (typeof props.previewHtml === 'string') {
    const example = <LiveExample props={props} previewHtml={props.previewHtml} />;
    // Marked with its releases, the example is hidden from readers of other releases (the page's
    // version rules, packages/shared/src/reference/attributes.ts).
    const holds = props['data-in-ui'];
    return holds ? <div data-in-ui={holds}>{example}</div> : example;
  }
  // A live block built without a preview (a `<CodeBlock live>` element written in JSX): the editor
  // loads in the browser, and until then the block reads as its highlighted code.
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
