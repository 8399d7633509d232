import {defineConfig, mergeConfig} from 'vitest/config';
import site from '../vitest.config.mjs';

/** The store reader's own tests, the ones that can kill a mutant of it. */
export default mergeConfig(
  site,
  defineConfig({test: {include: ['packages/shared/src/store/**/*.test.ts'], sequence: {shuffle: false}}}),
);
