/** The starter choice on /store: a pinned starter the portal does not cover is shown but cannot be chosen. */
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@generated/site-storage', () => ({default: {namespace: ''}}));
vi.mock('./useStoreProfile', () => ({
  coverage: {
    versions: {ui: ['1.9.10', '1.9.11'], sdk: ['1.9.10', '1.9.11'], api: ['1.9.11']},
    starters: [
      {repository: 'vtex-sites/nextjs.store', versions: {ui: '1.9.10', sdk: '1.9.10'}},
      {repository: 'vtex-sites/storeframework.store', versions: {ui: '1.7.15', sdk: '1.7.15'}},
    ],
  },
}));

const {StarterSelect} = await import('./parts');

describe('the starter choice', () => {
  it('offers a covered starter and shows an uncovered one disabled, saying why', () => {
    const html = renderToString(<StarterSelect id="s" value="" disabled={false} onChoose={() => undefined} />);
    expect(html).toMatch(/<option value="nextjs.store">[^<]*1\.9\.10[^<]*<\/option>/);
    expect(html).toMatch(/<option value="storeframework.store" disabled="">[^<]*: not covered<\/option>/);
  });
});
