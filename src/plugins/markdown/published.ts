/**
 * The Markdown of every page, handed from the markdown plugin to the plugins that need it after a
 * build (the coding-agent bundle). Docusaurus runs all plugins' `postBuild` at once, so a reader waits
 * for the build's pages here instead of reading files that may not be written yet.
 */
import type {MarkdownPage} from './llmsTxt';

export interface PublishedPage extends MarkdownPage {
  markdown: string;
  /** The page's built HTML, as the Markdown was made from it. */
  html: string;
  /** Listed in `llms.txt` (pages kept out of search engines are not). */
  listed: boolean;
}

interface Pending {
  promise: Promise<PublishedPage[]>;
  resolve: (pages: PublishedPage[]) => void;
  reject: (error: unknown) => void;
}

const builds = new Map<string, Pending>();

function pending(outDir: string): Pending {
  let entry = builds.get(outDir);
  if (!entry) {
    let resolve!: Pending['resolve'];
    let reject!: Pending['reject'];
    const promise = new Promise<PublishedPage[]>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A build whose reader failed first must not also report an unhandled rejection.
    promise.catch(() => undefined);
    entry = {promise, resolve, reject};
    builds.set(outDir, entry);
  }
  return entry;
}

/** The pages the markdown plugin publishes into `outDir`, once it has written them. */
export const publishedMarkdown = (outDir: string): Promise<PublishedPage[]> => pending(outDir).promise;

export const publishMarkdown = (outDir: string, pages: PublishedPage[]): void => pending(outDir).resolve(pages);

export const failMarkdown = (outDir: string, error: unknown): void => pending(outDir).reject(error);
