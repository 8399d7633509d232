import {defineConfig} from 'vitest/config';
import root from '../vitest.config.mjs';

/**
 * The tests of the mutated modules, for mutation testing (./upgrade.config.mjs): the whole unit
 * suite per mutant would take hours. The tests on the Next.js starter's code are left to the ordinary
 * runs: Stryker's copy of the repository leaves out a file named with brackets (`[...slug].tsx`), and
 * the property test of the rewrite runs the type checker on every generated store.
 */
export default defineConfig({
  ...root,
  test: {
    ...root.test,
    projects: undefined,
    include: ['mcp/src/upgrade/args.test.ts', 'mcp/src/upgrade/diff.test.ts', 'mcp/src/upgrade/safety.test.ts'],
  },
});
