import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const pkgEntry = (name: string) => fileURLToPath(new URL(`./node_modules/${name}/dist/index.js`, import.meta.url));

const root = fileURLToPath(new URL('.', import.meta.url));
const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'tests/**/*.test.ts',
  'mcp/src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
];

/**
 * Test files that replace modules with `vi.mock` or `vi.doMock`, or load them afresh with `vi.resetModules`: a
 * replaced module would stay replaced for the next file in a shared module registry, and a module another file
 * loaded first would not be fresh, so these each get a registry of their own. Every other file shares one per
 * worker, which loads TypeScript, the FastStore packages and the site's plugins once instead of once
 * per file (most of the unit run's time was spent importing them).
 */
const MOCKING = [
  'src',
  'tests',
  'mcp/src',
  'packages/reference/src',
  'packages/shared/src',
  'packages/remark/src',
].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        /\bvi\.(mock|doMock|resetModules)\(/.test(fs.readFileSync(path.join(root, dir, file), 'utf8')),
    )
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/'))),
);

export default defineConfig({
  // tsconfig keeps JSX for Docusaurus's own compiler; the component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // @faststore/ui and @faststore/sdk declare only a `module` entry with extensionless ESM imports,
  // which Node cannot load; point at the entry and let Vite transform them (webpack does the same).
  // Only the bare name: a deep import (`@faststore/ui/dist/hooks/useSlider`) resolves as it is.
  resolve: {
    alias: [
      {find: /^@faststore\/ui$/, replacement: pkgEntry('@faststore/ui')},
      {find: /^@faststore\/sdk$/, replacement: pkgEntry('@faststore/sdk')},
    ],
  },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // GraphQL Inspector is inlined so that its `graphql` import resolves to the same copy as the
    // site's (Node would load graphql's ESM build for it and the CommonJS build for the site).
    server: {deps: {inline: [/@faststore\//, /@graphql-inspector\//]}},
    projects: [
      {extends: true, test: {name: 'shared', include: UNIT_TESTS, exclude: MOCKING, isolate: false}},
      {extends: true, test: {name: 'isolated', include: MOCKING}},
    ],
  },
});
