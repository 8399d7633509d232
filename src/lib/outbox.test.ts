import {describe, expect, it, vi} from 'vitest';
import {DELIVERY_TIMEOUT_MS, MAX_ENTRIES, createOutbox, retryOutbox} from './outbox';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data};
}
const ok = () => Promise.resolve(new Response(null, {status: 204}));
const fail = () => Promise.resolve(new Response('nope', {status: 500}));
const URL_ = 'http://127.0.0.1:9/hook';
/** One response queued by an earlier page, not yet delivered. */
const QUEUED = JSON.stringify([{id: 'a', url: URL_, body: {rate: 3}, queuedAt: 1, version: '1-1'}]);

/** An outbox over fresh storage whose requests are answered by `answer`. */
function setup(answer: typeof ok = ok) {
  const storage = memoryStorage();
  const fetch = vi.fn(answer);
  return {storage, fetch, outbox: createOutbox('k', {storage, fetch})};
}

describe('outbox', () => {
  it('delivers and forgets an entry after a 2xx answer', async () => {
    const {fetch, outbox} = setup();
    await expect(outbox.send('a', URL_, {rate: 5})).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(URL_);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({rate: 5});
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps a failed entry and retries it on flush', async () => {
    const {storage, fetch, outbox} = setup(fail);
    await expect(outbox.send('a', URL_, {rate: 2})).resolves.toBe(false);
    expect(outbox.pending().map((e) => e.id)).toEqual(['a']);
    fetch.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await expect(outbox.flush()).resolves.toEqual(['a']);
    fetch.mockImplementation(ok);
    // A new page load: a fresh outbox over the same storage.
    const again = createOutbox('k', {storage, fetch});
    await expect(again.flush()).resolves.toEqual([]);
    const lastCall = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(lastCall[1].body as string)).toEqual({rate: 2});
  });

  it('de-duplicates by id: a second send of the same id replaces the queued body', async () => {
    const {fetch, outbox} = setup(fail);
    await outbox.send('a', URL_, {step: 1});
    await outbox.send('a', URL_, {step: 2});
    await outbox.send('b', URL_, {step: 1});
    expect(outbox.pending().map((e) => [e.id, e.body])).toEqual([
      ['a', {step: 2}],
      ['b', {step: 1}],
    ]);
    fetch.mockClear();
    fetch.mockImplementation(ok);
    await outbox.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(outbox.pending()).toEqual([]);
  });

  it('survives a corrupt storage value and drops only the corrupt entries', async () => {
    const good = {id: 'g', url: URL_, body: {}, queuedAt: 1, version: '1-1'};
    for (const raw of ['{not json', '"a string"', JSON.stringify([{id: 3}, good])]) {
      const storage = memoryStorage({k: raw});
      const fetch = vi.fn(ok);
      const outbox = createOutbox('k', {storage, fetch});
      await expect(outbox.flush()).resolves.toEqual([]);
      await expect(outbox.send('n', URL_, {})).resolves.toBe(true);
    }
    const storage = memoryStorage({k: JSON.stringify([{id: 3}, good])});
    expect(
      createOutbox('k', {storage, fetch: vi.fn(ok)})
        .pending()
        .map((e) => e.id),
    ).toEqual(['g']);
  });

  it('retries on load and on the online event, and stops after cleanup', async () => {
    const {fetch, outbox} = setup(fail);
    await outbox.send('a', URL_, {});
    const target = new EventTarget();
    const stop = retryOutbox(outbox, target);
    expect(fetch).toHaveBeenCalledTimes(2);
    await outbox.flush(); // let the load-time attempt settle (it fails: the entry stays)
    expect(outbox.pending()).toHaveLength(1);
    fetch.mockImplementation(ok);
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.pending()).toHaveLength(0));
    stop();
    await outbox.send('b', URL_, {});
    fetch.mockClear();
    target.dispatchEvent(new Event('online'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('outbox without an endpoint', () => {
  it('keeps entries queued and makes no request', async () => {
    const {fetch, outbox} = setup();
    await expect(outbox.send('a', '', {rate: 1})).resolves.toBe(false);
    await expect(outbox.flush()).resolves.toEqual(['a']);
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** A lock manager shared by several outboxes, as navigator.locks is shared by a browser's tabs. */
function sharedLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A delivered log shared by several outboxes, as one IndexedDB database is shared by a browser's tabs. */
function sharedLog() {
  const keys = new Set<string>();
  return {
    has: (k: string) => Promise.resolve(keys.has(k)),
    add: (k: string) => Promise.resolve(void keys.add(k)),
    keys,
  };
}

describe('outbox shared by tabs', () => {
  // Each tab reads localStorage from its own copy, which learns of another tab's removal late: here the
  // second tab's copy never does, and the delivered log alone must stop it from sending again.
  for (const withLog of [true, false]) {
    it(`two tabs reading lagging copies of the queue deliver an entry ${withLog ? 'once, through the delivered log' : 'twice without the delivered log'}`, async () => {
      const locks = sharedLocks();
      const delivered = withLog ? sharedLog() : undefined;
      const fetch = vi.fn(ok);
      const tabA = createOutbox('k', {storage: memoryStorage({k: QUEUED}), fetch, locks, delivered});
      const tabBCopy = memoryStorage({k: QUEUED});
      const tabB = createOutbox('k', {storage: tabBCopy, fetch, locks, delivered});
      await Promise.all([tabA.flush(), tabB.flush()]);
      expect(fetch).toHaveBeenCalledTimes(withLog ? 1 : 2);
      // The tab that found it delivered drops it from its own copy as well.
      if (withLog) expect(tabB.pending()).toEqual([]);
    });
  }

  it('records only what a 2xx answer acknowledged in the delivered log', async () => {
    const delivered = sharedLog();
    const storage = memoryStorage();
    const outbox = createOutbox('k', {storage, fetch: vi.fn(fail), delivered});
    await outbox.send('a', URL_, {rate: 1});
    expect(delivered.keys.size).toBe(0);
    const retry = createOutbox('k', {storage, fetch: vi.fn(ok), delivered});
    await retry.flush();
    expect([...delivered.keys]).toEqual([expect.stringMatching(/^a@/)]);
  });

  it('two tabs flushing at once deliver a queued entry once', async () => {
    const storage = memoryStorage({k: QUEUED});
    const locks = sharedLocks();
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const fetch = vi.fn(async () => {
      await slow;
      return new Response(null, {status: 204});
    });
    const tabA = createOutbox('k', {storage, fetch, locks});
    const tabB = createOutbox('k', {storage, fetch, locks});
    const both = Promise.all([tabA.flush(), tabB.flush()]);
    release();
    await expect(both).resolves.toEqual([[], []]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('without a lock manager, the same two tabs would deliver it twice', async () => {
    const storage = memoryStorage({k: QUEUED});
    const fetch = vi.fn(ok);
    const noLocks = {request: <T>(_: string, run: () => Promise<T>) => run()};
    await Promise.all([
      createOutbox('k', {storage, fetch, locks: noLocks}).flush(),
      createOutbox('k', {storage, fetch, locks: noLocks}).flush(),
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an endpoint that never answers is abandoned at the deadline: the entry stays queued and no tab waits on it', async () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const locks = sharedLocks();
      const signals: AbortSignal[] = [];
      // Accepts the request and never answers, and ignores the abort as well.
      const hang = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init!.signal!);
        return new Promise<Response>(() => {});
      });
      const tabA = createOutbox('k', {storage, fetch: hang, locks});
      const sending = tabA.send('a', URL_, {rate: 4});
      // Another tab's delivery waits for the lock the hanging one holds.
      const tabB = createOutbox('k', {storage, fetch: vi.fn(ok), locks});
      const otherTab = tabB.send('b', URL_, {rate: 1});
      await vi.advanceTimersByTimeAsync(DELIVERY_TIMEOUT_MS - 1);
      expect(signals[0].aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(sending).resolves.toBe(false);
      expect(signals[0].aborted).toBe(true);
      await expect(otherTab).resolves.toBe(true);
      expect(tabA.pending().map((e) => [e.id, e.body])).toEqual([['a', {rate: 4}]]);
      // The next retry, to an endpoint that answers, delivers it.
      const retry = createOutbox('k', {storage, fetch: vi.fn(ok), locks});
      await expect(retry.flush()).resolves.toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays bounded and drops the oldest entries, never the newest response', async () => {
    const storage = memoryStorage();
    let t = 0;
    const outbox = createOutbox('k', {storage, fetch: vi.fn(fail), now: () => ++t});
    for (let i = 0; i < MAX_ENTRIES + 5; i++) await outbox.send(`r${i}`, URL_, {i});
    const ids = outbox.pending().map((e) => e.id);
    expect(ids).toHaveLength(MAX_ENTRIES);
    expect(ids).toContain(`r${MAX_ENTRIES + 4}`);
    expect(ids).not.toContain('r0');
    expect(ids[0]).toBe('r5');
  });
});
