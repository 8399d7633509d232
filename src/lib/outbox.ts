/**
 * A delivery outbox kept in localStorage.
 *
 * Every POST the site makes on a reader's behalf goes through here so that nothing the reader typed
 * is lost: an entry is written before the request, removed only after a 2xx answer, and retried on
 * the next page load and when the browser comes back online. Entries are keyed by id, so sending the
 * same id again (the survey's step 2) replaces the queued body instead of delivering twice.
 *
 * Several tabs share one outbox. Each delivery runs under a Web Lock named after the outbox and first
 * checks that the entry is still queued and not in the delivered log, so two tabs flushing at once
 * never POST the same entry twice. The queue alone cannot tell: each tab reads localStorage from its
 * own copy, which another tab's removal reaches some time after that tab has released the lock. The
 * delivered log is kept in IndexedDB, whose committed writes the next holder of the lock does see.
 * The outbox keeps at most MAX_ENTRIES: when a new entry would pass that, the oldest ones go, never
 * the reader's newest response.
 *
 * A delivery that has no answer after DELIVERY_TIMEOUT_MS is abandoned (the request is aborted) and
 * counts as failed: the entry stays queued for the next retry. Without that limit, an endpoint that
 * accepts the connection and never answers would keep the lock, and with it every later response of
 * every tab, waiting for as long as the page stays open.
 */
import {createStore, get, update} from 'idb-keyval';
import * as z from './zod';

const entrySchema = z.object({
  id: z.string().min(1),
  /** Empty when the site was built without an endpoint: the entry waits in the browser. */
  url: z.union([z.url(), z.literal('')]),
  body: z.unknown(),
  queuedAt: z.number(),
  /** Tells two bodies queued under one id apart. */
  version: z.string(),
});
type OutboxEntry = z.infer<typeof entrySchema>;

/** The part of the Web Locks API the outbox uses (navigator.locks in browsers that have it). */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * The versions delivered lately, shared by every tab. A tab that takes the lock asks it before
 * sending, and records a delivery in it before letting the lock go.
 */
interface DeliveredLog {
  has(key: string): Promise<boolean>;
  add(key: string): Promise<void>;
}

export const MAX_ENTRIES = 20;
/** How many delivered versions the log remembers: far more than one reader's tabs retry at once. */
const DELIVERED_LOG_SIZE = 100;
/** How long one delivery waits for the endpoint's answer before it gives up and leaves the entry queued. */
export const DELIVERY_TIMEOUT_MS = 15_000;

export interface OutboxDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: typeof fetch;
  now?: () => number;
  /** Shared with the other tabs; without it (old browsers, tests) deliveries are not coordinated. */
  locks?: LockManagerLike;
  /** Without it (no IndexedDB: old browsers, private modes that refuse it, tests) only the queue is checked. */
  delivered?: DeliveredLog;
}

/** The delivered log in IndexedDB; any failure to read or write it degrades to checking the queue only. */
function indexedDbDeliveredLog(name: string): DeliveredLog | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let store: ReturnType<typeof createStore> | undefined;
  const open = () => (store ??= createStore(name, 'delivered'));
  return {
    async has(key) {
      try {
        return ((await get<string[]>('recent', open())) ?? []).includes(key);
      } catch {
        return false;
      }
    },
    async add(key) {
      try {
        await update<string[]>('recent', (recent = []) => [...recent, key].slice(-DELIVERED_LOG_SIZE), open());
      } catch {
        // The queue's own removal still stops this tab from sending it again.
      }
    },
  };
}

export interface Outbox {
  /** Queue a body for `url` under `id` (replacing a queued one with that id) and try to deliver. */
  send(id: string, url: string, body: unknown): Promise<boolean>;
  /** Try to deliver everything queued; resolves with the ids still queued. */
  flush(): Promise<string[]>;
  pending(): OutboxEntry[];
}

export function createOutbox(storageKey: string, deps: OutboxDeps = {}): Outbox {
  const storage = deps.storage ?? globalThis.localStorage;
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const now = deps.now ?? Date.now;
  const locks = deps.locks ?? (globalThis.navigator as {locks?: LockManagerLike} | undefined)?.locks;
  const withLock = <T>(run: () => Promise<T>): Promise<T> =>
    locks ? locks.request(`outbox:${storageKey}`, run) : run();
  const delivered = 'delivered' in deps ? deps.delivered : indexedDbDeliveredLog(`outbox:${storageKey}`);
  const keyOf = (entry: OutboxEntry) => `${entry.id}@${entry.version}`;
  const inFlight = new Map<string, Promise<boolean>>();
  let sequence = 0;

  function read(): OutboxEntry[] {
    try {
      const parsed = z.array(z.unknown()).safeParse(JSON.parse(storage.getItem(storageKey) ?? '[]'));
      if (!parsed.success) return [];
      // A corrupt entry is dropped rather than blocking the ones that can still be delivered.
      return parsed.data.flatMap((e) => {
        const entry = entrySchema.safeParse(e);
        return entry.success ? [entry.data] : [];
      });
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]) {
    try {
      storage.setItem(storageKey, JSON.stringify(entries));
    } catch {
      // Storage full or disabled (private mode): delivery is still attempted in this page.
    }
  }

  function upsert(entry: OutboxEntry) {
    const kept = read().filter((e) => e.id !== entry.id);
    // Oldest first; the new entry is always kept.
    kept.sort((a, b) => a.queuedAt - b.queuedAt);
    write([...kept.slice(Math.max(0, kept.length - (MAX_ENTRIES - 1))), entry]);
  }

  /** Removes only this version: a newer body queued meanwhile under the same id stays. */
  function forget(entry: OutboxEntry) {
    const current = read();
    const stored = current.find((e) => e.id === entry.id);
    if (stored?.version === entry.version) write(current.filter((e) => e.id !== entry.id));
  }

  async function deliver(entry: OutboxEntry): Promise<boolean> {
    if (!entry.url) return false;
    // Another tab may have delivered this version while this one waited for the lock.
    if (!read().some((e) => e.id === entry.id && e.version === entry.version)) return true;
    if (delivered && (await delivered.has(keyOf(entry)))) {
      forget(entry);
      return true;
    }
    const abort = new AbortController();
    let deadline: ReturnType<typeof setTimeout> | undefined;
    // Settles at the deadline even if the request ignores the abort, so the lock is always released.
    const timedOut = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => {
        abort.abort();
        reject(new Error('The endpoint did not answer in time.'));
      }, DELIVERY_TIMEOUT_MS);
    });
    try {
      const response = await Promise.race([
        doFetch(entry.url, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(entry.body),
          keepalive: true,
          signal: abort.signal,
        }),
        timedOut,
      ]);
      if (!response.ok) return false;
      // Recorded before the lock is let go, so the tab that takes it next sees it.
      if (delivered) await delivered.add(keyOf(entry));
      forget(entry);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(deadline);
    }
  }

  function deliverOnce(entry: OutboxEntry): Promise<boolean> {
    const key = keyOf(entry);
    const running = inFlight.get(key);
    if (running) return running;
    const attempt = withLock(() => deliver(entry)).finally(() => inFlight.delete(key));
    inFlight.set(key, attempt);
    return attempt;
  }

  return {
    async send(id, url, body) {
      const entry: OutboxEntry = {id, url, body, queuedAt: now(), version: `${now()}-${++sequence}`};
      upsert(entry);
      return deliverOnce(entry);
    },
    async flush() {
      await Promise.all(read().map(deliverOnce));
      return read().map((e) => e.id);
    },
    pending: read,
  };
}

/** Retry on this page load and whenever the browser comes back online; returns the cleanup. */
export function retryOutbox(
  outbox: Outbox,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const flush = () => void outbox.flush();
  flush();
  target.addEventListener('online', flush);
  return () => target.removeEventListener('online', flush);
}
