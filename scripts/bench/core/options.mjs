/**
 * What a bench run measures and where, read from the environment once: the ports the two builds are
 * served on, how many Lighthouse rounds, which key pages, which form factors, which sections.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASELINE_PAGE} from './baseline.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Key pages, each with the kind of the blank site's page it is compared with: the home page with its
 * home page, the release list and a release post with the blog list and a blog post, the not-found page
 * (a mistyped address) with the blank site's, every other page with a doc.
 */
export const ALL_PAGES = [
  ['Home', '/', 'home'],
  ['Docs entry', '/docs', 'docs'],
  ['Quickstart', '/quickstart', 'docs'],
  ['UI component (live example)', '/reference/ui/atoms/Button', 'docs'],
  ['API operation (explorer)', '/reference/api/queries/product', 'docs'],
  ['Tutorial step', '/tutorials/gatsby/1', 'docs'],
  ['How-to guide (starter steps)', '/how-to-guides/deployment', 'docs'],
  ['Release notes', '/releases', 'blogList'],
  ['Release post', '/releases/2022/06/03/faststore', 'blogPost'],
  ['Starters', '/starters', 'docs'],
  ['FAQ', '/faq', 'docs'],
  ['Search results', '/search?q=cart', 'docs'],
  ['Not found', '/reference/ui/atoms/Buton', 'notFound'],
  ['Whole tutorial track', '/tutorials/gatsby/print', 'docs'],
];

const list = (value) => (value ? value.split(',') : undefined);

/** The run's options from `env` (BENCH_* variables); see the README's Benchmarks section. */
export function readOptions(env = process.env) {
  const port = Number(env.BENCH_PORT || 4500);
  // BENCH_PAGES=/,/docs limits a trial run to some of the pages.
  const only = list(env.BENCH_PAGES);
  const pages = (only ? ALL_PAGES.filter(([, route]) => only.includes(route)) : ALL_PAGES).map(
    ([name, route, kind]) => ({name, route, kind, baselineRoute: BASELINE_PAGE[kind]}),
  );
  return {
    root: ROOT,
    port,
    origin: `http://127.0.0.1:${port}`,
    baselinePort: port + 1,
    baselineOrigin: `http://127.0.0.1:${port + 1}`,
    runs: Number(env.BENCH_RUNS || 3),
    pages,
    formFactors: env.BENCH_DESKTOP === '1' ? ['mobile', 'desktop'] : ['mobile'],
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    webpackBuild: env.BENCH_WEBPACK === '1',
    // BENCH_SECTIONS=lcp,search runs only those sections (an unknown name, such as `none`, runs none).
    sections: list(env.BENCH_SECTIONS),
    sweep: env.BENCH_SWEEP === '1',
  };
}
