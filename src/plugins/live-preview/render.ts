/**
 * Renders a ```tsx live example in Node, at build time, the way react-live renders it in the browser:
 * the same transform (react-live's own `generateElement`, with the transform the live-codeblock theme
 * applies), the same names in scope (src/components/live-frame/scope.ts, as in the live-example
 * frame), and the real components. The HTML goes into the page, so
 * readers without JavaScript, crawlers and the first paint see the rendered component.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import createJiti from 'jiti';
import React from 'react';
import {generateElement} from 'react-live';
import {transform} from 'sucrase';
import type * as ScopeModule from '../../components/live-frame/scope';

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

const INSTALLED_UI = path.dirname(require.resolve('@faststore/ui/package.json'));
const scopes = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * The live scope (src/components/live-frame/scope.ts), loaded in Node with the `@faststore/ui` in
 * `uiDir`: the installed release, or another covered release (the reference tests render the
 * examples with each). `@faststore/ui` ships ES modules with directory imports (`./atoms/Button`) and
 * no `main`, which Node's own loaders refuse. jiti, the loader Docusaurus reads the site's
 * configuration with, turns the scope module and the package's files into CommonJS with sucrase
 * (react-live's own transpiler) and maps the package's name to its files; its dependencies (React,
 * @reach/popover, …) load through Node as usual, so React is the one react-dom renders with.
 */
export function liveScope(uiDir: string = INSTALLED_UI): Readonly<Record<string, unknown>> {
  const known = scopes.get(uiDir);
  if (known) return known;
  const dist = path.join(uiDir, 'dist');
  const load = createJiti(__filename, {
    alias: {'@faststore/ui/dist': dist, '@faststore/ui': path.join(dist, 'index.js')},
    // Compiled once a build; a cache shared with Docusaurus' own jiti (babel) would mix the two.
    cache: false,
    transform: ({source, filename, ts}) => ({
      code: transform(source, {transforms: ts ? ['imports', 'typescript'] : ['imports'], filePath: filename}).code,
    }),
  });
  // jiti keeps what it loads in Node's module cache: the scope module is loaded afresh for each
  // release (the package's files differ by path, so they never collide).
  const scopeModule = path.join(__dirname, '..', '..', 'components', 'live-frame', 'scope.ts');
  delete require.cache[scopeModule];
  const scope = (load(scopeModule) as typeof ScopeModule).LIVE_SCOPE;
  scopes.set(uiDir, scope);
  return scope;
}

export type PreviewResult = {html: string} | {error: string};

/**
 * The preview's HTML for an example's code, or why it does not render, with the installed
 * `@faststore/ui` or the one in `uiDir`. The page gets static markup; `hydratable` is the markup
 * React's server rendering gives a page that the browser hydrates.
 */
export function renderLivePreview(
  code: string,
  {uiDir, markup = 'static'}: {uiDir?: string; markup?: 'static' | 'hydratable'} = {},
): PreviewResult {
  let error: Error | undefined;
  try {
    // The live-codeblock theme drops the trailing newline and appends `;` before react-live sees it.
    const Element = generateElement(
      {code: `${code.replace(/\n$/, '')};`, scope: liveScope(uiDir), enableTypeScript: true},
      (e: Error) => {
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
