/**
 * Renders a ```tsx live example in Node, at build time, the way react-live renders it in the browser:
 * the same transform (react-live's own `generateElement`, with the transform the live-codeblock theme
 * applies), the same names in scope (src/components/live-frame/scope.ts, as in the live-example
 * frame), and the real components. The HTML goes into the page, so
 * readers without JavaScript, crawlers and the first paint see the rendered component.
 */
import path from 'node:path';
import {createRequire} from 'node:module';
import React from 'react';
import {generateElement} from 'react-live';
import {serverRenderer, uiLoader} from '@faststore-docs/shared/reference/uiRuntime';
import type * as ScopeModule from '../../components/live-frame/scope';

const require = createRequire(__filename);

const INSTALLED_UI = path.dirname(require.resolve('@faststore/ui/package.json'));
const scopes = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * The live scope (src/components/live-frame/scope.ts), loaded in Node with the `@faststore/ui` in
 * `uiDir`: the installed release, or another covered release (the reference tests render the
 * examples with each), through the package's loader (packages/reference/src/ui/runtime).
 */
export function liveScope(uiDir: string = INSTALLED_UI): Readonly<Record<string, unknown>> {
  const known = scopes.get(uiDir);
  if (known) return known;
  const load = uiLoader(uiDir);
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
