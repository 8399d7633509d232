/**
 * The site's Pagefind index read with Node, from a directory of the files the build writes in
 * `build/pagefind/`: the coding-agent server ships that directory and searches it exactly as the site
 * does in a browser (./pagefind). Pagefind's script fetches its index by URL; Node's `fetch` does not
 * read `file:` URLs, so this teaches it to, for those URLs only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import type {LetterWords, SerialisedSearchData} from './data';
import {PAGEFIND_RANKING, pagefindIndex, type PagefindIndex, type PagefindModule} from './pagefind';

let fileFetch = false;

/** Lets `fetch` answer a `file:` URL with the file, as a web server would answer Pagefind with it. */
function fetchFiles(): void {
  if (fileFetch) return;
  fileFetch = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    try {
      return new Response(await fs.readFile(fileURLToPath(url)));
    } catch {
      return new Response(null, {status: 404});
    }
  };
}

/** The index in `dir` (a copy of the build's `pagefind/`), loaded and ready to answer. */
export async function loadPagefind(dir: string): Promise<PagefindIndex> {
  fetchFiles();
  const base = pathToFileURL(path.resolve(dir) + path.sep).href;
  const engine = (await import(pathToFileURL(path.join(dir, 'pagefind.js')).href)) as PagefindModule;
  await engine.options({basePath: base, baseUrl: '/', excerptLength: 30, ranking: PAGEFIND_RANKING});
  await engine.init();
  const readJson = async <T>(file: string) => JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as T;
  const serialised = await readJson<Omit<SerialisedSearchData, 'words'>>('search-data.json');
  return pagefindIndex(engine, serialised, (letter) => readJson<LetterWords>(path.join('words', `${letter}.json`)));
}
