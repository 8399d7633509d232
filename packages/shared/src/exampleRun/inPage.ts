/**
 * What runs in the browser page of the per-release example checks (bundled with one release of
 * `@faststore/ui` by ./releasePage.ts): it renders an example as the live-example frame does
 * (react-live's evaluation, the site's React in its development build, which is the one that
 * reports misuse), counts React's commits of the example with a Profiler, and keeps every React
 * warning or error for the example it came from, so that a failure can name that example.
 */
import React from 'react';
import {flushSync} from 'react-dom';
import {createRoot, type Root} from 'react-dom/client';
import {generateElement} from 'react-live';

import {TARGET, type ExampleRunner} from './shared';

const INTERACTIVE = [
  'input:not([type="hidden"])',
  'button',
  'select',
  'textarea',
  'a[href]',
  'summary',
  '[role="slider"]',
  '[role="button"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** No commit for this long after a frame means the example has settled. */
const QUIET_MS = 150;
/** An example still committing after this long never settles. */
const LIMIT_MS = 3000;

/**
 * What React's development build says about how a package was compiled rather than about the
 * example: `@faststore/ui`'s `dist/` and react-live's compiled code call `React.createElement`
 * (the classic JSX transform), which no example can change, and the frame's production build never
 * says it to a reader.
 */
const ABOUT_THE_PACKAGES = [/outdated JSX transform/];

/** React's messages are printf-like (`%s`); the text a reader would see in the console. */
function format(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(String).join(' ');
  let i = 0;
  const text = first.replace(/%[sdoOif]/g, () => String(rest[i++]));
  return [text, ...rest.slice(i).map(String)].join(' ');
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export function install(scope: Record<string, unknown>): ExampleRunner {
  let commits = 0;
  let logged: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const text = format(args);
      if (!ABOUT_THE_PACKAGES.some((p) => p.test(text))) logged.push(`console.${level}: ${text}`);
    };
  }
  // Links and forms in examples would take the page away from the examples that follow.
  document.addEventListener('click', (e) => (e.target as Element).closest?.('a[href]') && e.preventDefault(), true);
  document.addEventListener('submit', (e) => e.preventDefault(), true);

  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const reported = (kind: string) => (error: unknown) => {
    logged.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  };
  const onRender = () => {
    commits += 1;
  };

  return {
    mount(code) {
      commits = 0;
      let error: Error | undefined;
      const Element = generateElement(
        {code: `${code.replace(/\n$/, '')};`, scope, enableTypeScript: true},
        (e: Error) => {
          error = e;
        },
      );
      container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container, {
        onUncaughtError: reported('uncaught error'),
        onCaughtError: reported('caught error'),
        onRecoverableError: reported('recoverable error'),
      });
      const tree = React.createElement(React.Profiler, {id: 'example', onRender}, React.createElement(Element));
      flushSync(() => root!.render(tree));
      if (error) return {error: String(error)};
      const html = container.innerHTML;
      const first = [...container.querySelectorAll<HTMLElement>(INTERACTIVE)].find(
        (el) => el.getClientRects().length > 0 && !(el as HTMLInputElement).disabled,
      );
      if (!first) return {html};
      first.setAttribute(TARGET, '');
      const slider = (first as HTMLInputElement).type === 'range' || first.getAttribute('role') === 'slider';
      return {html, target: slider ? 'key' : 'click'};
    },
    commits: () => commits,
    async settle(since, bound) {
      const start = performance.now();
      let last = commits;
      let quietSince = start;
      for (;;) {
        await frame();
        const now = performance.now();
        if (commits - since > bound) return {commits: commits - since, settled: false};
        if (commits !== last) {
          last = commits;
          quietSince = now;
        } else if (now - quietSince >= QUIET_MS) return {commits: commits - since, settled: true};
        if (now - start > LIMIT_MS) return {commits: commits - since, settled: false};
      }
    },
    logged() {
      const out = logged;
      logged = [];
      return out;
    },
    unmount() {
      flushSync(() => root?.unmount());
      container?.remove();
      root = undefined;
      container = undefined;
    },
  };
}
