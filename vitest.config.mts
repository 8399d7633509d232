import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const pkgEntry = (name: string) => fileURLToPath(new URL(`./node_modules/${name}/dist/index.js`, import.meta.url));

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
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'mcp/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // GraphQL Inspector is inlined so that its `graphql` import resolves to the same copy as the
    // site's (Node would load graphql's ESM build for it and the CommonJS build for the site).
    server: {deps: {inline: [/@faststore\//, /@graphql-inspector\//]}},
  },
});
