/**
 * Renders a ```tsx live example in Node, at build time, the way react-live renders it in the browser:
 * the same transform (react-live's own `generateElement`, with the transform the live-codeblock theme
 * applies), the same names in scope (React, its hooks, every `@faststore/ui` export and `useSlider`,
 * as the live-example frame, src/components/live-frame/frame.tsx, gives them), and the real components. The HTML goes into the page, so
 * readers without JavaScript, crawlers and the first paint see the rendered component.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {generateElement} from 'react-live';
import {transform} from 'sucrase';

const require = createRequire(__filename);

interface Module {
  exports: Record<string, unknown>;
}

/**
 * `@faststore/ui` ships ES modules with directory imports (`./atoms/Button`), which Node's ESM loader
 * refuses. Its files are turned into CommonJS with sucrase (react-live's own transpiler) and linked here;
 * its dependencies (React, @reach/popover, …) load through Node as usual, so React is the one react-dom
 * renders with.
 */
function loadPackageModule(file: string, cache: Map<string, Module>): Record<string, unknown> {
  const cached = cache.get(file);
  if (cached) return cached.exports;
  const mod: Module = {exports: {}};
  cache.set(file, mod);
  const {code} = transform(fs.readFileSync(file, 'utf8'), {transforms: ['imports'], filePath: file});
  const req = createRequire(file);
  const localRequire = (spec: string) =>
    spec.startsWith('.') ? loadPackageModule(req.resolve(spec), cache) : (req(spec) as Record<string, unknown>);
  // A CommonJS loader for the installed package's own modules, run by the build in Node; the text
  // is the package's file, never an example's code or anything a reader typed.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function('require', 'module', 'exports', code)(localRequire, mod, mod.exports);
  return mod.exports;
}

let scope: Record<string, unknown> | undefined;

/** React and every `@faststore/ui` export, as the live examples see them in the browser. */
function liveScope(): Record<string, unknown> {
  if (scope) return scope;
  const dist = path.join(path.dirname(require.resolve('@faststore/ui/package.json')), 'dist');
  const cache = new Map<string, Module>();
  const ui = loadPackageModule(path.join(dist, 'index.js'), cache);
  const useSlider = loadPackageModule(require.resolve(path.join(dist, 'hooks', 'useSlider')), cache).default;
  scope = {React, ...React, ...ui, useSlider};
  return scope;
}

export type PreviewResult = {html: string} | {error: string};

/** The preview's HTML for an example's code, or why it does not render. */
export function renderLivePreview(code: string): PreviewResult {
  let error: unknown;
  try {
    // The live-codeblock theme drops the trailing newline and appends `;` before react-live sees it.
    const Element = generateElement(
      {code: `${code.replace(/\n$/, '')};`, scope: liveScope(), enableTypeScript: true},
      (e: unknown) => {
        error = e;
      },
    );
    const html = renderToStaticMarkup(React.createElement(Element));
    if (error) return {error: error instanceof Error ? error.toString() : JSON.stringify(error)};
    return {html};
  } catch (e) {
    return {error: String(e)};
  }
}
