/**
 * The search dialog opened from the navbar: results grouped by page, each page followed by its matching
 * sections, matched words highlighted, arrow keys to move, Enter to open, Escape to close. Loaded in its
 * own chunk when the reader reaches for the search button, never with the page.
 */
import React, {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  allDownloaded,
  loadHit,
  safeExcerpt,
  search,
  type PageHit,
  type SearchOutcome,
  type SearchResult,
} from './client';
import {pagesInView, textSchedule} from './textSchedule';
import SearchNotice from './SearchNotice';
import {reportSearch} from './analytics';
import styles from './search.module.css';
import {devIndexNote, useDevIndex} from './devIndex';
import {wrapTabFocus} from '@site/src/lib/focusTrap';

export {prepareSearch} from './client';

/**
 * Pages shown in the dialog; the rest are on /search. A shown page's text (excerpt and sections) costs
 * one fragment download, made once typing pauses and its place in the list is in view.
 */
const PAGES_SHOWN = 6;
const SECTIONS_PER_PAGE = 3;
/**
 * Texts not downloaded yet wait until typing pauses this long on their results: the index chunks of each
 * keystroke's words are needed anyway, but the text of pages matching `us` and `use` on the way to
 * `useCart` is not. Titles, links and texts already downloaded show at once.
 */
const TYPING_PAUSE_MS = 150;
/** About the room a page's excerpt and a section or two take, in rem: see pagesInView. */
const TEXT_ROOM_REM = 8;

/** The results on screen: their query, and the texts downloaded so far (a title and link show without). */
interface Shown {
  term: string;
  outcome: SearchOutcome;
  results: readonly SearchResult[];
  texts: ReadonlyMap<SearchResult, PageHit>;
  /** Typing has paused on these results: the texts in view download (with all texts there, it need not). */
  paused: boolean;
  /** Texts being downloaded: the list is busy until they arrive. */
  waiting: ReadonlySet<SearchResult>;
}

const withoutText = (result: SearchResult): PageHit => ({
  url: result.href,
  title: result.title,
  area: result.area,
  excerpt: '',
  sections: [],
});

interface Props {
  initialQuery: string;
  onClose: () => void;
  /** Called once the input has focus and receives the reader's keys itself. */
  onReady?: () => void;
}

export default function SearchModal({initialQuery, onClose, onReady}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const searchPath = useBaseUrl('/search');
  const history = useHistory();
  const devIndex = useDevIndex();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [shown, setShown] = useState<Shown | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'error'>('idle');
  /** The selected option, by id: it stays selected when sections arrive above it. */
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [schedule] = useState(() =>
    textSchedule<SearchResult, PageHit>({
      pauseMs: TYPING_PAUSE_MS,
      downloaded: (result) => allDownloaded([result]),
      load: (result) => loadHit(result, SECTIONS_PER_PAGE),
    }),
  );
  /** The query whose results are on screen (for tests and the benchmark, which wait for them). */
  const shownFor = shown?.term ?? '';
  const outcome = shown?.outcome ?? null;
  const rows = (shown?.results ?? []).map((result) => ({result, text: shown?.texts.get(result)}));
  const hits = rows.map(({result, text}) => text ?? withoutText(result));
  /** Texts in view are on their way: awaited (typing has not paused yet) or downloading. */
  const busy = shown !== null && ((!shown.paused && rows.some((row) => !row.text)) || shown.waiting.size > 0);

  // Before paint, so that no key falls between the dialog appearing and its input taking focus.
  useLayoutEffect(() => {
    input.current?.focus();
    onReady?.();
  }, [onReady]);

  useEffect(() => {
    const term = query.trim();
    // One letter matches a slice of the whole index; the search starts from the second.
    if (term.length < 2 || devIndex === 'none') {
      setShown(null);
      setState('idle');
      return;
    }
    let current = true;
    setState((s) => (s === 'done' ? s : 'loading'));
    // Untrimmed at its end: a space after the last word says the reader finished it (not searched as a prefix).
    search(baseUrl, query.trimStart())
      .then((found) => {
        if (!current) return;
        const top = found.results.slice(0, PAGES_SHOWN);
        schedule.results(top, {
          show(texts) {
            setShown({term, outcome: found, results: top, texts, paused: false, waiting: new Set()});
            reportSearch(term, found.total);
            setActiveId(undefined);
            setState('done');
          },
          paused: () => setShown((s) => (s?.results === top ? {...s, paused: true} : s)),
        });
      })
      .catch(() => current && setState('error'));
    return () => {
      current = false;
      schedule.cancel();
    };
  }, [baseUrl, query, devIndex, schedule]);

  /**
   * Downloads the texts of the shown pages whose place in the list is in view, once typing has paused;
   * runs after each change to the list (a text arriving moves the pages under it) and on scrolling.
   * Before paint, so that the list is never on screen without saying it is busy with texts it will download.
   */
  function loadInView() {
    const element = list.current;
    if (!shown?.paused || !element) return;
    const groups = [...element.querySelectorAll<HTMLElement>(':scope > ul')];
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const origin = element.getBoundingClientRect().top - element.scrollTop;
    const boxes = shown.results.map((result, p) => {
      const box = groups[p]?.getBoundingClientRect();
      return {top: (box?.top ?? 0) - origin, height: box?.height ?? 0, texted: shown.texts.has(result)};
    });
    const visible = pagesInView(boxes, element, TEXT_ROOM_REM * rem).flatMap((p) => shown.results[p] ?? []);
    const started = schedule.inView(visible, (result, text) =>
      setShown((s) => {
        if (!s?.results.includes(result)) return s;
        const waiting = new Set(s.waiting);
        waiting.delete(result);
        return {...s, waiting, texts: text ? new Map(s.texts).set(result, text) : s.texts};
      }),
    );
    if (started.length > 0) {
      setShown((s) =>
        s && started.every((r) => s.results.includes(r)) ? {...s, waiting: new Set([...s.waiting, ...started])} : s,
      );
    }
  }
  useLayoutEffect(loadInView, [shown, schedule]);

  const resultsPage = query.trim() && `${searchPath}?q=${encodeURIComponent(query.trim())}`;
  const options = hits.flatMap((hit, p) => [
    {id: `${id}-${p}`, url: hit.url},
    ...hit.sections.map((section, s) => ({id: `${id}-${p}-${s}`, url: section.url})),
  ]);
  const active = Math.max(
    0,
    options.findIndex((option) => option.id === activeId),
  );

  function open(url: string) {
    onClose();
    history.push(url);
  }

  function follow(event: React.MouseEvent, url: string) {
    // Modified clicks open a new tab or window as links do.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(url);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActiveId(options[(active + 1) % options.length]?.id);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActiveId(options[(active - 1 + options.length) % options.length]?.id);
    } else if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      const option = options[active];
      if (option) open(option.url);
      else if (resultsPage) open(resultsPage);
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog while it is open.
      wrapTabFocus(event, [...(dialog.current?.querySelectorAll<HTMLElement>('input, a[href], button') ?? [])]);
    }
  }

  useEffect(() => {
    const option = options[active];
    if (option) document.getElementById(option.id)?.scrollIntoView({block: 'nearest'});
  });

  const listId = `${id}-list`;
  let index = -1;
  const optionProps = (url: string): OptionProps => {
    const mine = ++index;
    const optionId = options[mine]?.id;
    return {id: optionId, selected: mine === active, onMouseMove: () => setActiveId(optionId), onOpen: follow, url};
  };

  return (
    // A click outside the dialog closes it, as Escape does from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* The dialog's own key handling (arrows, Enter, Escape, Tab) serves the combobox inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}
      >
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <input
            ref={input}
            className={styles.input}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search docs, hooks, components, API fields"
            aria-label="Search the documentation"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options[active]?.id}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
            Esc
          </button>
        </form>
        <div className={styles.status} aria-live="polite">
          {devIndexNote(devIndex)}
          {state === 'error' && 'The search could not be loaded. Check your connection and try again.'}
          {state === 'done' && outcome && <SearchNotice query={shownFor} outcome={outcome} baseUrl={baseUrl} />}
        </div>
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label="Results"
          aria-busy={busy}
          className={styles.results}
          data-results-for={state === 'done' ? shownFor : undefined}
          onScroll={loadInView}
        >
          {hits.map((hit, p) => (
            <ul key={rows[p]?.result.url} role="group" aria-label={hit.title} className={styles.group}>
              <ResultOption {...optionProps(hit.url)}>
                <span className={styles.pageTitle}>{hit.title}</span>
                <span className={styles.area}>{hit.area}</span>
                <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: safeExcerpt(hit.excerpt)}} />
              </ResultOption>
              {hit.sections.map((section) => (
                <ResultOption key={`${p}-${section.url}`} {...optionProps(section.url)} section>
                  <span className={styles.sectionTitle}>{section.title}</span>
                  <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: safeExcerpt(section.excerpt)}} />
                </ResultOption>
              ))}
            </ul>
          ))}
        </div>
        <footer className={styles.footer}>
          {resultsPage ? (
            // A plain link (see ResultOption): Docusaurus' Link would download /search's code on every key.
            // The count is the shown query's, never one left from an earlier query.
            // eslint-disable-next-line @docusaurus/no-html-links
            <a href={resultsPage} onClick={(event) => follow(event, resultsPage)}>
              {shownFor === query.trim() && outcome && outcome.total > hits.length
                ? `See all ${outcome.total} results`
                : 'Open the results page'}
            </a>
          ) : (
            <span />
          )}
          <span className={styles.keys} aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>↵</kbd> to open, <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>
  );
}

interface OptionProps {
  id: string | undefined;
  selected: boolean;
  url: string;
  onMouseMove: () => void;
  onOpen: (event: React.MouseEvent, url: string) => void;
}

/**
 * A plain link, not Docusaurus' Link: that one downloads the code of every page it shows, and the dialog
 * shows new pages on every keystroke. A click still opens the page without reloading the site.
 */
function ResultOption({
  id,
  selected,
  url,
  onMouseMove,
  onOpen,
  section = false,
  children,
}: OptionProps & {section?: boolean; children: ReactNode}) {
  // The link is the option itself: an option may not contain another interactive element.
  return (
    <li role="presentation" className={section ? `${styles.option} ${styles.section}` : styles.option}>
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a
        id={id}
        role="option"
        aria-selected={selected}
        href={url}
        tabIndex={-1}
        onMouseMove={onMouseMove}
        onClick={(event) => onOpen(event, url)}
        className={styles.link}
      >
        {children}
      </a>
    </li>
  );
}
