import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

/**
 * The server's tests against the data bundle the site's build writes (`npm run build` first):
 * every tool through the SDK's in-memory transport, the built command over stdio, `init` in a store.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['mcp/test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
