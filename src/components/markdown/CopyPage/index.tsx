/**
 * "Copy page" and "View as Markdown": the page's Markdown copy (published at its route plus `.md` by
 * src/plugins/markdown) for readers who paste pages into an assistant or another tool.
 *
 * Kept small on purpose, since it ships with every docs page: no library, and the Markdown is only
 * fetched when the reader asks for it. Safari allows a clipboard write only inside the click itself,
 * so the write starts at once with a `ClipboardItem` whose content is the pending fetch.
 *
 * The Markdown is converted from the production HTML after a build, so the development server has
 * none: under `npm start` the control says where it works instead of failing on a click.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPath} from '@site/src/lib/markdownPath';
import styles from './styles.module.css';
import {cursorLink, fillPrompt, promptPath, PROFILE_KEY, type TaskPromptData} from './taskPrompt';

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The reader's prompt for the page, filled with their store profile as it is at this moment. */
async function promptOf(markdownUrl: string): Promise<string> {
  const response = await fetch(promptPath(markdownUrl));
  if (!response.ok) throw new Error(`${markdownUrl}: ${response.status}`);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(PROFILE_KEY);
  } catch {
    // Storage blocked: the reader is asked for their store instead.
  }
  return fillPrompt((await response.json()) as TaskPromptData, stored);
}

async function copyText(text: () => Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text().then((t) => new Blob([t], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text());
  }
}

export const DEV_NOTE =
  'Copy page and View as Markdown work in a production build: run “npm run build && npm run serve”.';

export default function CopyPage({route}: {route: string}): ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const url = markdownPath(route, baseUrl);
  const [status, setStatus] = useState('');
  // `docusaurus start` bundles in development; the production bundle keeps only the controls.
  if (process.env.NODE_ENV === 'development') {
    return (
      <p className={styles.copyPage} data-print-hidden="" data-markdown="skip">
        {DEV_NOTE}
      </p>
    );
  }
  const copy = () => {
    setStatus('');
    copyText(() => markdownOf(url)).then(
      () => setStatus('Page copied as Markdown.'),
      () => setStatus('Could not copy the page; open it with “View as Markdown” instead.'),
    );
  };
  const copyPrompt = () => {
    setStatus('');
    copyText(() => promptOf(url)).then(
      () => setStatus('Task copied as a prompt for your coding agent.'),
      () => setStatus('Could not copy the prompt; use “Copy page” instead.'),
    );
  };
  const openInCursor = () => {
    setStatus('');
    promptOf(url).then(
      (prompt) => {
        window.location.href = cursorLink(prompt, route);
        setStatus('Asked Cursor to open the prompt; if Cursor is not installed, nothing opens: use “Copy as prompt”.');
      },
      () => setStatus('Could not open the prompt; use “Copy page” instead.'),
    );
  };
  return (
    <div className={styles.copyPage} data-print-hidden="">
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        Copy page
      </button>
      <span className={styles.prompt}>
        <button type="button" className="button button--sm button--secondary" onClick={copyPrompt}>
          Copy as prompt
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={openInCursor}>
          Open in Cursor
        </button>
      </span>
      {/* pathname:// makes it an ordinary link, since the Markdown file is not a route of the app;
          it opens in the same tab like the site's other links. */}
      <Link className={styles.view} href={`pathname://${url}`} target="_self" type="text/markdown">
        View as Markdown
      </Link>
      {/* Always rendered, even empty: screen readers announce changes only to a region already there. */}
      <span role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
