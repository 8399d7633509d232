/**
 * The examples of the UI reference pages as the reference tests render them with each covered
 * release of `@faststore/ui`: every ```tsx live block, and every other ```tsx block that says which
 * releases it is for (` ```tsx until=1.9.10 `, the example a page gives for the releases its live
 * block is not written for). Such a block is a module: it is run as the live editor would run it,
 * without its imports (React and the components are in scope) and without `export`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, isLiveMeta} from '@faststore-docs/shared/codeBlocks';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import {claims, exampleReleases, type ExampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {ROOT} from './contentFiles';

export interface UiExample {
  /** The page the reader sees it on (its route). */
  page: string;
  /** The page's file and the line of the example's opening fence. */
  where: string;
  /** The code as react-live evaluates it. */
  code: string;
  range: ExampleReleases;
  /** The documented components the code names. */
  components: string[];
}

const ONLY_SCOPE_IMPORTS = /^import\s[^;]*?from\s+['"](react|@faststore\/ui)['"];?\s*$/gm;

function asLiveCode(code: string): string {
  const rest = code.replace(ONLY_SCOPE_IMPORTS, '').trim();
  if (/^\s*import\s/m.test(rest)) throw new Error('imports something that is not in the live scope');
  return rest.replace(/^export\s+(default\s+)?/m, '');
}

/** Every example of the UI reference pages that the reference tests render. */
export function uiExamples(): UiExample[] {
  const names = componentPages(ROOT).map((p) => p.name);
  return componentPages(ROOT).flatMap((page) => examplesOfPage(page.file, page.route, names));
}

/**
 * The examples of one page file (relative to `root`) shown at `route`, naming the components in
 * `names`: the reference pages, or a page made to test the tests that run them.
 */
export function examplesOfPage(file: string, route: string, names: string[], root = ROOT): UiExample[] {
  return codeBlocks(fs.readFileSync(path.join(root, file), 'utf8'))
    .filter((b) => b.lang === 'tsx' && (isLiveMeta(b.meta) || /(^|\s)(since|until)=/.test(b.meta)))
    .map((b) => {
      const where = `${file}:${b.line}`;
      let code: string;
      try {
        code = isLiveMeta(b.meta) ? b.code : asLiveCode(b.code);
      } catch (e) {
        throw new Error(`${where}: ${(e as Error).message}`);
      }
      const components = names.filter((n) => new RegExp(`<${n}\\b`).test(code));
      return {page: route, where, code, range: exampleReleases(b.meta), components};
    });
}

/** Every ```tsx live block of the pages under docs/reference/ui, with its file there. */
export function uiLiveBlocks(): {file: string; code: string; meta: string}[] {
  const dir = path.join(ROOT, 'docs', 'reference', 'ui');
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((file) =>
      codeBlocks(fs.readFileSync(path.join(dir, file), 'utf8'))
        .filter((b) => b.lang === 'tsx' && isLiveMeta(b.meta))
        .map((b) => ({file, code: b.code, meta: b.meta})),
    );
}

/** The examples written for a release. */
export const examplesFor = (examples: UiExample[], version: string): UiExample[] =>
  examples.filter((e) => claims(e.range, version));
