/**
 * Docusaurus prefetches the chunks of every route that a visible link points to, as soon as the link
 * becomes visible. For each link it matches the path against every route of the site and adds a
 * `<link rel="prefetch">` per chunk: on pages with many visible links (the docs sidebar, the API
 * reference's type links) that is a few hundred milliseconds of main-thread work in long tasks while
 * the page hydrates, measured in Chrome traces of the product query page and /docs. Here those
 * prefetches wait in a queue and run when the browser is idle, a few per idle period, so they never
 * block the reader. Hovering or focusing a link still preloads its route at once (Docusaurus'
 * `preload`, untouched).
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = (routePath: string) => unknown;
interface Docusaurus {
  prefetch: Prefetch;
  preload: (routePath: string) => unknown;
}

/**
 * Milliseconds of prefetching per idle callback. An idle period can last 50 ms, and a phone does the
 * same work several times slower than the computer a page is measured on: a callback that fills its
 * period is a long task there. A few milliseconds per callback keeps every one of them short.
 */
const BUDGET_MS = 4;

const queue: string[] = [];
let scheduled = false;

function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, {timeout: 10_000});
  else setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), 500);
}

function drain(prefetch: Prefetch): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle((deadline) => {
    scheduled = false;
    const start = performance.now();
    // At least one per callback, so the queue empties even on a page that is never idle.
    do prefetch(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > 8 && performance.now() - start < BUDGET_MS);
    if (queue.length > 0) drain(prefetch);
  });
}

/** Docusaurus' own object is read-only: the page's links read `window.docusaurus`, which is replaced. */
function deferPrefetch(docusaurus: Docusaurus): Docusaurus {
  const original: Prefetch = (routePath) => docusaurus.prefetch(routePath);
  return {
    ...docusaurus,
    prefetch: (routePath: string) => {
      if (!queue.includes(routePath)) queue.push(routePath);
      drain(original);
      return true;
    },
  };
}

let done = false;

const clientModule: ClientModule = {
  // Runs after the first render and before the links' visibility callbacks; window.docusaurus is set
  // by Docusaurus' client entry, after client modules load, so it cannot be wrapped earlier.
  onRouteDidUpdate() {
    if (done) return;
    const w = window as unknown as {docusaurus?: Docusaurus};
    if (!w.docusaurus) return;
    w.docusaurus = deferPrefetch(w.docusaurus);
    done = true;
  },
};

export default clientModule;
