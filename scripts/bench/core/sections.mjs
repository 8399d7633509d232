/**
 * Runs the optional sections: each scripts/bench/<name>.mjs measures one feature on the served build
 * and returns its part of the report. A section that fails is reported as not measured; the run goes on.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {log} from './log.mjs';

/**
 * `names`: the registered sections, in report order; `only`: BENCH_SECTIONS, when set.
 * Each section's default export is `measure(ctx)`, resolving to `{title, markdown, json}`.
 */
export async function runSections(names, {root, buildDir, origin, baselineOrigin, pages, runs, sections: only}) {
  const out = [];
  for (const name of names.filter((n) => !only || only.includes(n))) {
    log(`section ${name} …`);
    try {
      const {default: measure} = await import(pathToFileURL(path.join(root, 'scripts', 'bench', `${name}.mjs`)).href);
      const result = await measure({
        root,
        buildDir,
        origin,
        baselineOrigin,
        pages: pages.map(({route, baselineRoute}) => ({route, baselineRoute})),
        runs,
        log: (...a) => log(`[${name}]`, ...a),
      });
      out.push({name, ...result});
    } catch (error) {
      log(`section ${name} failed: ${error?.stack ?? error}`);
      out.push({
        name,
        title: name,
        markdown: `Not measured: the section failed (${String(error?.message ?? error)}).`,
        json: {error: String(error)},
      });
    }
  }
  return out;
}
