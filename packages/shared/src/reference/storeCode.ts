import ts from 'typescript';

/**
 * How store code is compiled against a release: strict, bundler resolution, the React JSX runtime.
 * The site's example check and the agent's `validate` use the same options, so a type the checker calls equal here is one the
 * examples compile against alike.
 */
export const STORE_CODE_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};
