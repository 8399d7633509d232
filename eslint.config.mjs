// One lint configuration for the site's code, tests and scripts. Formatting is Prettier's job
// (eslint-config-prettier turns off the rules that would disagree with it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      // Every build folder: build/, build-configured/, build-feature/, build-webpack/…
      'build*/**',
      'mcp/data/**',
      'mcp/dist/**',
      // Code copied from a starter, kept as its authors wrote it.
      'mcp/test/fixtures/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      'static/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules: they see what a value is (a promise nobody awaits, an `any` flowing into
  // typed code, a condition that is always true), which the syntax-only rules cannot.
  ...tseslint.configs.recommendedTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // An environment variable or a field set to the empty string means "not set": `||` is meant.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', {ignorePrimitives: {string: true, boolean: true}}],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx']},
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Code blocks and wide tables scroll sideways, so keyboard users must be able to focus them
      // (axe: scrollable-region-focusable); they are a <pre> or a labelled region.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
    },
  },
  {
    // Tests read into Docusaurus' loosely typed configuration objects and into JSON (tool answers,
    // pages' data); what they read is untyped on purpose, and the assertions are what check its shape.
    files: ['tests/**/*.ts', 'e2e/**/*.ts', 'mcp/test/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stand-ins that do nothing (a muted console, an action a test does not watch, a request that
      // never answers) are what a test means by an empty function.
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    // Docusaurus lifecycle methods stay async even when they await nothing: a failure is then a
    // rejected promise, which Docusaurus reports with the plugin's name (and the tests await).
    files: ['src/plugins/**/index.ts'],
    rules: {'@typescript-eslint/require-await': 'off'},
  },
  {
    // Plain JavaScript (scripts, the static server, the MCP build) is in no tsconfig: no types to read.
    files: ['**/*.{mjs,js}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
