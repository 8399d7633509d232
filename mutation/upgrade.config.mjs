/**
 * Mutation testing of the upgrade command's modules that take a reader's input: its argument parser,
 * the all-or-nothing writer, the git check, the diff, the edits and the manual steps' detection.
 * Slow (each mutant re-runs the tests that cover it), so it is never part of `npm test`; `npm run bench`
 * reports its score (scripts/bench/mutation.mjs). Alone, for all or one of the modules:
 *
 *   npx stryker run mutation/upgrade.config.mjs [--mutate mcp/src/upgrade/args.ts]
 *
 * The rewrites themselves (sdk-1.9.11.ts, ui-1.9.11.ts, index.ts) run the type checker in every test;
 * add them to `mutate` for a run of hours rather than minutes.
 */
export default {
  testRunner: 'vitest',
  vitest: {configFile: 'mutation/vitest.upgrade.mts'},
  mutate: [
    'mcp/src/upgrade/args.ts',
    'mcp/src/upgrade/diff.ts',
    'mcp/src/upgrade/edits.ts',
    'mcp/src/upgrade/files.ts',
    'mcp/src/upgrade/git.ts',
    'mcp/src/upgrade/manual.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // A mutant that loops forever (a diff hunk that never ends) is a kill: the tests take seconds.
  timeoutMS: 10_000,
  reporters: ['clear-text', 'json'],
  jsonReporter: {fileName: '.cache/stryker/upgrade.json'},
  tempDirName: '.cache/stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['build', '.docusaurus', '.cache', 'test-results', 'playwright-report', 'mcp/dist', 'node_modules'],
};
