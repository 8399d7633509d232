/**
 * Reading what the page-source feature puts on a built page ("Edit this page" and the last-updated
 * date), and what git says about the page's file, for `page-source.spec.ts` and
 * `page-source.configured.spec.ts`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {decodeHTML} from 'entities';

export const ROOT = path.join(__dirname, '..');

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found[m[1].toLowerCase()] = decodeHTML(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

export interface PageSource {
  /** The classes of `<html>`: Docusaurus names the kind of page there (docs-doc-page, blog-post-page). */
  kind: 'doc' | 'post' | 'other';
  /** The doc's id (`reference/sdk/cart/useCart`), for docs pages. */
  docId?: string;
  editUrl?: string;
  /** The `datetime` of the last-updated date, as Docusaurus writes it (ISO, UTC). */
  lastUpdated?: string;
}

export function readPageSource(html: string): PageSource {
  const htmlClasses = (attributes(/<html\b([^>]*)>/i.exec(html)?.[1] ?? '').class ?? '').split(/\s+/);
  const kind = htmlClasses.includes('docs-doc-page')
    ? 'doc'
    : htmlClasses.includes('blog-post-page')
      ? 'post'
      : 'other';
  const docId = htmlClasses.find((c) => c.startsWith('docs-doc-id-'))?.slice('docs-doc-id-'.length);
  const links = [...html.matchAll(/<a\b([^>]*)>/gi)].map((m) => attributes(m[1]));
  const edit = links.find((a) => (a.class ?? '').split(/\s+/).includes('theme-edit-this-page'));
  const times = [...html.matchAll(/<time\b([^>]*)>/gi)].map((m) => attributes(m[1]));
  const modified = times.find((t) => t.itemprop === 'dateModified');
  return {kind, docId, editUrl: edit?.href, lastUpdated: modified?.datetime};
}

/** The doc's file in the repository, relative to its root (`docs/<id>.mdx` or `.md`). */
export function docFile(docId: string): string | undefined {
  return ['mdx', 'md'].map((ext) => `docs/${docId}.${ext}`).find((f) => fs.existsSync(path.join(ROOT, f)));
}

/**
 * The committer date of the file's last commit as an ISO string in UTC, or undefined if git has none.
 * Merge commits do not count: Docusaurus reads the history with `git log --name-status`, which lists
 * no files for a merge, so a conflict resolved in a merge does not date the page.
 */
export function gitLastUpdate(file: string): string | undefined {
  const date = execFileSync('git', ['log', '-1', '--no-merges', '--format=%cI', '--', file], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  return date ? new Date(date).toISOString() : undefined;
}
