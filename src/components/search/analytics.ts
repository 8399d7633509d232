/**
 * What readers search for, sent to the site's analytics when it is configured (`GA_TRACKING_ID` loads
 * gtag; without it nothing is sent and nothing is kept): GA4's recommended `search` event with the
 * query as `search_term`, plus `search_results`, the number of pages it found, so writers can list the
 * queries that find nothing or too little. A query is reported once the reader has paused on its
 * results, not on every keystroke on the way to it.
 */

/** How long results must stay on screen before their query counts as one the reader searched for. */
const SETTLED_MS = 1000;

let pending: ReturnType<typeof setTimeout> | undefined;
let lastSent = '';

export function reportSearch(term: string, results: number): void {
  const gtag = (window as {gtag?: (...args: unknown[]) => void}).gtag;
  if (!gtag) return;
  clearTimeout(pending);
  pending = setTimeout(() => {
    if (term === lastSent) return;
    lastSent = term;
    gtag('event', 'search', {search_term: term, search_results: results});
  }, SETTLED_MS);
}
