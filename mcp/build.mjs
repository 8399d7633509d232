/**
 * Bundles the server (src/cli.ts with the site modules it shares and its dependencies) into
 * dist/faststore-docs-mcp.mjs, so the package runs with plain `node`, starts fast and installs with no
 * dependency. What only `upgrade` and `validate` need (the TypeScript compiler) goes into a chunk of its
 * own, which those import on demand: every other start leaves it unread.
 *
 *   node build.mjs [--data <dir> --search <dir>] [--pack <dir>]
 *
 * --data copies the agent data the site's build wrote (its `agents/data/`) into the package's `data/`
 * first, and --search the site's search index (its `pagefind/`) into `data/pagefind/`, which
 * `search_docs` runs as the site does; --pack also writes the package as <dir>/faststore-docs-mcp.tgz.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {build} from 'esbuild';
import jiti from 'jiti';

const here = path.dirname(fileURLToPath(import.meta.url));
const {values} = parseArgs({
  options: {data: {type: 'string'}, search: {type: 'string'}, pack: {type: 'string'}},
  strict: true,
});

if (values.data) {
  const from = path.resolve(values.data);
  if (!fs.existsSync(path.join(from, 'docs.json')))
    throw new Error(`faststore-docs-mcp: ${from} holds no agent data (docs.json).`);
  const search = values.search && path.resolve(values.search);
  if (!search || !fs.existsSync(path.join(search, 'pagefind.js')))
    throw new Error(
      `faststore-docs-mcp: --search must name the site build's search index (build/pagefind) beside --data${search ? `; ${search} holds none` : ''}.`,
    );
  fs.rmSync(path.join(here, 'data'), {recursive: true, force: true});
  fs.cpSync(from, path.join(here, 'data'), {recursive: true});
  // Pagefind's web worker serves browsers only: Node runs the search in the calling thread.
  fs.cpSync(search, path.join(here, 'data', 'pagefind'), {
    recursive: true,
    filter: (file) => path.basename(file) !== 'pagefind-worker.js',
  });
}

if (!fs.existsSync(path.join(here, 'data', 'docs.json'))) {
  throw new Error(
    'faststore-docs-mcp: data/ is missing; build the site (npm run build), which writes build/agents/data, then pass --data build/agents/data.',
  );
}

// A chunk from an earlier build would ship beside the new ones.
fs.rmSync(path.join(here, 'dist'), {recursive: true, force: true});

await build({
  entryPoints: [path.join(here, 'src', 'cli.ts')],
  outdir: path.join(here, 'dist'),
  entryNames: 'faststore-docs-mcp',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: {'.js': '.mjs'},
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  // Some dependencies still call require() or read __filename (TypeScript, for the upgrade command);
  // an ES module has neither unless given them.
  banner: {
    js:
      "import {createRequire as __cr} from 'node:module';import {fileURLToPath as __fu} from 'node:url';" +
      'const require=__cr(import.meta.url);const __filename=__fu(import.meta.url);const __dirname=__fu(new URL(".",import.meta.url));',
  },
  logLevel: 'warning',
});

// The upgrade command's checker needs TypeScript's standard library (an array's element type, a string
// method) to prove a rewrite keeps what the code did; the bundled compiler has no lib files beside it,
// and a store's node_modules may have none. The library of the command's own target, with every file
// it references, goes beside the bundle (mcp/src/typescriptLib.ts finds it there).
const tsLib = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript')));
const libOut = path.join(here, 'dist', 'typescript-lib');
fs.rmSync(libOut, {recursive: true, force: true});
fs.mkdirSync(libOut, {recursive: true});
const libs = new Set();
const addLib = (file) => {
  if (libs.has(file)) return;
  libs.add(file);
  const text = fs.readFileSync(path.join(tsLib, file), 'utf8');
  for (const [, name] of text.matchAll(/^\/\/\/ <reference lib="([^"]+)" \/>/gm))
    addLib(`lib.${name.toLowerCase()}.d.ts`);
};
addLib('lib.es2020.full.d.ts');
// And the library `validate` checks store code with, for a store whose node_modules has none.
const {STORE_CODE_OPTIONS} = jiti(import.meta.url, {interopDefault: true})(
  '@faststore-docs/shared/reference/storeCode',
);
for (const file of STORE_CODE_OPTIONS.lib) addLib(file);
for (const file of libs) fs.copyFileSync(path.join(tsLib, file), path.join(libOut, file));

if (values.pack) {
  const dir = path.resolve(values.pack);
  fs.mkdirSync(dir, {recursive: true});
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {cwd: here, encoding: 'utf8'}),
  );
  fs.renameSync(path.join(dir, packed.filename), path.join(dir, 'faststore-docs-mcp.tgz'));
  console.log(
    `[faststore-docs-mcp] ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB packed (${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked) in ${path.relative(process.cwd(), dir)}/faststore-docs-mcp.tgz`,
  );
}
