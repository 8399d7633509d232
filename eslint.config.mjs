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
      'build/**',
      'build-configured/**',
      'build-webpack/**',
      'mcp/data/**',
      'mcp/dist/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      'static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
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
    // Tests read into Docusaurus' loosely typed configuration objects.
    files: ['tests/**/*.ts', 'e2e/**/*.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  prettier,
);
