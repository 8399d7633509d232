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

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = markdownOf(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await markdownOf(url));
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
    copyMarkdown(url).then(
      () => setStatus('Page copied as Markdown.'),
      () => setStatus('Could not copy the page; open it with “View as Markdown” instead.'),
    );
  };
  return (
    <div className={styles.copyPage} data-print-hidden="">
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        Copy page
      </button>
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
