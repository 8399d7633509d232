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
import {generateElement} from 'react-live';
import {transform} from 'sucrase';

const require = createRequire(__filename);

type ServerRenderer = typeof import('react-dom/server');

let server: ServerRenderer | undefined;

/**
 * react-dom's server renderer from the same build, development or production, as the React already
 * loaded: Docusaurus' command line loads React before it sets NODE_ENV for the build, and React 19's
 * renderer fails on elements made by the other build of React.
 */
function serverRenderer(): ServerRenderer {
  if (server) return server;
  const cjs = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'cjs');
  const loaded = (mode: string) => Boolean(require.cache[path.join(cjs('react'), `react.${mode}.js`)]);
  const mode = loaded('development')
    ? 'development'
    : loaded('production')
      ? 'production'
      : process.env.NODE_ENV === 'production'
        ? 'production'
        : 'development';
  // Each build's file defines its exports only when NODE_ENV names that build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    server = require(path.join(cjs('react-dom'), `react-dom-server-legacy.node.${mode}.js`)) as ServerRenderer;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return server;
}

type Module = {exports: Record<string, unknown>};

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
  new Function('require', 'module', 'exports', code)(localRequire, mod, mod.exports);
  return mod.exports;
}

const scopes = new Map<string, Record<string, unknown>>();

/**
 * React and every `@faststore/ui` export, as the live examples see them in the browser: the
 * installed release, or the copy of another release in `uiDir` (the reference tests render the
 * examples with every covered release).
 */
export function liveScope(
  uiDir: string = path.dirname(require.resolve('@faststore/ui/package.json')),
): Record<string, unknown> {
  const known = scopes.get(uiDir);
  if (known) return known;
  const dist = path.join(uiDir, 'dist');
  const cache = new Map<string, Module>();
  const ui = loadPackageModule(path.join(dist, 'index.js'), cache);
  // useSlider is not exported from the package's index; releases before it have no such file.
  const hook = path.join(dist, 'hooks', 'useSlider', 'index.js');
  const useSlider = fs.existsSync(hook) ? loadPackageModule(hook, cache).default : undefined;
  const scope = {React, ...React, ...ui, ...(useSlider ? {useSlider} : {})};
  scopes.set(uiDir, scope);
  return scope;
}

export type PreviewResult = {html: string} | {error: string};

/**
 * The preview's HTML for an example's code, or why it does not render. The page gets static markup;
 * `hydratable` is the markup React's server rendering gives a page that the browser hydrates.
 */
export function renderLivePreview(
  code: string,
  scope: Record<string, unknown> = liveScope(),
  markup: 'static' | 'hydratable' = 'static',
): PreviewResult {
  let error: unknown;
  try {
    // The live-codeblock theme drops the trailing newline and appends `;` before react-live sees it.
    const Element = generateElement(
      {code: `${code.replace(/\n$/, '')};`, scope, enableTypeScript: true},
      (e: unknown) => {
        error = e;
      },
    );
    const {renderToStaticMarkup, renderToString} = serverRenderer();
    const html = (markup === 'static' ? renderToStaticMarkup : renderToString)(React.createElement(Element));
    if (error) return {error: String(error)};
    return {html};
  } catch (e) {
    return {error: String(e)};
  }
}
