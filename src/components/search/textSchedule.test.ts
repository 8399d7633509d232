import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {test, fc} from '@fast-check/vitest';
import {pagesInView, textSchedule, type PageBox} from './textSchedule';

const PAUSE = 150;

/** A schedule over named results whose texts are downloaded by hand (`arrive`), recording every download. */
function setup(downloadedBefore: readonly string[] = []) {
  const downloaded = new Set(downloadedBefore);
  const requests: string[] = [];
  const pending = new Map<string, (text: string) => void>();
  const schedule = textSchedule<string, string>({
    pauseMs: PAUSE,
    downloaded: (r) => downloaded.has(r),
    load: (r) => {
      if (downloaded.has(r)) return Promise.resolve(`text of ${r}`);
      requests.push(r);
      return new Promise((resolve) => pending.set(r, resolve));
    },
  });
  const shows: {results: string; texts: string[]}[] = [];
  const pauses: string[] = [];
  const results = (names: readonly string[]) =>
    schedule.results(names, {
      show: (texts) => shows.push({results: names.join(' '), texts: [...texts.keys()]}),
      paused: () => pauses.push(names.join(' ')),
    });
  const arrive = async (r: string) => {
    downloaded.add(r);
    pending.get(r)?.(`text of ${r}`);
    await vi.advanceTimersByTimeAsync(0);
  };
  return {schedule, requests, shows, pauses, results, arrive};
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the texts of the pages the search dialog lists', () => {
  it('results show at once with the texts already downloaded; a key typed before the pause downloads nothing', async () => {
    const {schedule, requests, shows, pauses, results} = setup(['u2']);
    results(['u1', 'u2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(shows).toEqual([{results: 'u1 u2', texts: ['u2']}]);
    // In view, but typing goes on: nothing downloads.
    expect(schedule.inView(['u1', 'u2'], () => undefined)).toEqual([]);
    await vi.advanceTimersByTimeAsync(PAUSE - 1);
    results(['us1', 'us2']);
    await vi.advanceTimersByTimeAsync(PAUSE - 1);
    expect(schedule.inView(['us1', 'us2'], () => undefined)).toEqual([]);
    results(['use1']);
    await vi.advanceTimersByTimeAsync(PAUSE);
    expect(shows.map((s) => s.results)).toEqual(['u1 u2', 'us1 us2', 'use1']);
    expect(pauses).toEqual(['use1']);
    expect(requests).toEqual([]);
  });

  it('a cancelled query (a key typed, the dialog closed) neither shows nor pauses', async () => {
    const {schedule, shows, pauses, results} = setup();
    results(['a']);
    schedule.cancel();
    await vi.advanceTimersByTimeAsync(PAUSE * 2);
    expect(shows).toEqual([]);
    expect(pauses).toEqual([]);
    expect(schedule.inView(['a'], () => undefined)).toEqual([]);
  });

  it('after the pause, only the pages in view download their text, each once; the rest when they come into view', async () => {
    const {schedule, requests, results} = setup(['b']);
    results(['a', 'b', 'c', 'd']);
    await vi.advanceTimersByTimeAsync(PAUSE);
    expect(requests).toEqual([]);
    expect(schedule.inView(['a', 'b'], () => undefined)).toEqual(['a']);
    expect(schedule.inView(['a', 'b', 'c'], () => undefined)).toEqual(['c']);
    expect(requests).toEqual(['a', 'c']);
  });

  it('pages that are not the ones shown are not downloaded', async () => {
    const {schedule, requests, results} = setup();
    results(['a']);
    await vi.advanceTimersByTimeAsync(PAUSE);
    expect(schedule.inView(['x'], () => undefined)).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("a text arriving after its results were replaced is dropped: no excerpt shows under another query's results", async () => {
    const {schedule, results, arrive} = setup();
    const settled: string[] = [];
    results(['a']);
    await vi.advanceTimersByTimeAsync(PAUSE);
    schedule.inView(['a'], (r, text) => settled.push(`${r}: ${text}`));
    results(['b']);
    await vi.advanceTimersByTimeAsync(0);
    await arrive('a');
    expect(settled).toEqual([]);
  });

  it('a text that fails to download settles without one: the result keeps its title and link', async () => {
    const schedule = textSchedule<string, string>({
      pauseMs: PAUSE,
      downloaded: () => false,
      load: () => Promise.reject(new Error('offline')),
    });
    const shows: string[] = [];
    schedule.results(['a'], {show: () => shows.push('a'), paused: () => undefined});
    await vi.advanceTimersByTimeAsync(PAUSE);
    const settled: unknown[] = [];
    schedule.inView(['a'], (r, text) => settled.push([r, text]));
    await vi.advanceTimersByTimeAsync(0);
    expect(shows).toEqual(['a']);
    expect(settled).toEqual([['a', undefined]]);
  });
});

const VIEW = {scrollTop: 0, clientHeight: 400};
const ROOM = 100;
const stack = (heights: readonly number[], texted: (i: number) => boolean): PageBox[] => {
  let top = 0;
  return heights.map((height, i) => {
    const box = {top, height, texted: texted(i)};
    top += height;
    return box;
  });
};

describe('which listed pages are in view', () => {
  it('a list of bare titles is not all in view: each page awaiting its text counts with the room it will take', () => {
    // Six 30 px titles fit a 400 px list; with their texts, four of them would.
    expect(
      pagesInView(
        stack([30, 30, 30, 30, 30, 30], () => false),
        VIEW,
        ROOM,
      ),
    ).toEqual([0, 1, 2, 3]);
  });

  it('pages with their texts count as they are, and scrolling brings the next ones into view', () => {
    const pages = stack([250, 40, 200, 40], (i) => i === 0);
    expect(pagesInView(pages, VIEW, ROOM)).toEqual([0, 1, 2]);
    expect(pagesInView(pages, {scrollTop: 400, clientHeight: 400}, ROOM)).toEqual([2, 3]);
  });

  test.prop([fc.array(fc.tuple(fc.integer({min: 0, max: 500}), fc.boolean()), {maxLength: 8}), fc.nat(2000)])(
    'a page is counted in view exactly when a list laid out with every awaited text at its room shows it',
    (rows, scrollTop) => {
      const actual = stack(
        rows.map(([h]) => h),
        (i) => rows[i][1],
      );
      const laidOut = stack(
        rows.map(([h, texted]) => (texted ? h : Math.max(h, ROOM))),
        () => true,
      );
      const view = {scrollTop, clientHeight: 400};
      expect(pagesInView(actual, view, ROOM)).toEqual(pagesInView(laidOut, view, ROOM));
      for (const i of pagesInView(laidOut, view, ROOM)) {
        const page = laidOut[i];
        expect(page.top < scrollTop + 400 && page.top + page.height > scrollTop).toBe(true);
      }
    },
  );
});
