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
import {renderToStaticMarkup} from 'react-dom/server';
import {generateElement} from 'react-live';
import {transform} from 'sucrase';
import type * as ScopeModule from '../../components/live-frame/scope';

const require = createRequire(__filename);

let scope: Readonly<Record<string, unknown>> | undefined;

/**
 * The live scope (src/components/live-frame/scope.ts), loaded in Node. `@faststore/ui` ships ES
 * modules with directory imports (`./atoms/Button`) and no `main`, which Node's own loaders refuse.
 * jiti, the loader Docusaurus reads the site's configuration with, turns the scope module and the
 * package's files into CommonJS with sucrase (react-live's own transpiler) and maps the package's
 * name to its files; its dependencies (React, @reach/popover, …) load through Node as usual, so
 * React is the one react-dom renders with.
 */
export function liveScope(): Readonly<Record<string, unknown>> {
  if (scope) return scope;
  const dist = path.join(path.dirname(require.resolve('@faststore/ui/package.json')), 'dist');
  const load = createJiti(__filename, {
    alias: {'@faststore/ui/dist': dist, '@faststore/ui': path.join(dist, 'index.js')},
    // Compiled once a build; a cache shared with Docusaurus' own jiti (babel) would mix the two.
    cache: false,
    transform: ({source, filename, ts}) => ({
      code: transform(source, {transforms: ts ? ['imports', 'typescript'] : ['imports'], filePath: filename}).code,
    }),
  });
  scope = (load('../../components/live-frame/scope') as typeof ScopeModule).LIVE_SCOPE;
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
