/**
 * Mutation testing of the store reader, which takes a reader's files (package.json and lockfiles, in
 * the browser and in the agent server): each mutant re-runs the tests that cover it, so it is never
 * part of `npm test`. `npm run bench` reports its score (scripts/bench/mutation.mjs); alone:
 *
 *   npx stryker run mutation/store.config.mjs
 */
export default {
  testRunner: 'vitest',
  vitest: {configFile: 'mutation/vitest.store.mts'},
  mutate: ['packages/shared/src/store/lockfiles.mjs', 'packages/shared/src/store/lockfiles.node.mjs'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'json'],
  jsonReporter: {fileName: '.cache/stryker/store.json'},
  tempDirName: '.cache/stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: [
    'build*',
    '.docusaurus',
    '.cache',
    'test-results',
    'playwright-report',
    'mcp/dist',
    'mcp/data',
    'node_modules',
    'docs',
    'releases',
    'static',
  ],
};
