import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/**
 * A page with a long sidebar asks to prefetch many routes at once. The queue must hand them to
 * Docusaurus a few at a time, in short idle callbacks, and lose none.
 */
describe('idle prefetch queue', () => {
  let clock = 0;
  let idle: ((deadline: IdleDeadline) => void)[] = [];
  let prefetched: string[] = [];
  let win: {requestIdleCallback: unknown; docusaurus: {prefetch: (route: string) => unknown; preload: unknown}};

  beforeEach(async () => {
    vi.resetModules();
    clock = 0;
    idle = [];
    prefetched = [];
    // Each prefetch costs 3 ms, about what matching a route and adding its links takes in a trace.
    win = {
      requestIdleCallback: (callback: (deadline: IdleDeadline) => void) => idle.push(callback),
      docusaurus: {
        prefetch: (route: string) => {
          clock += 3;
          prefetched.push(route);
          return true;
        },
        preload: () => true,
      },
    };
    vi.stubGlobal('window', win);
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const {default: clientModule} = await import('./idlePrefetch');
    clientModule.onRouteDidUpdate!({location: {} as never, previousLocation: null});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const runIdle = (timeRemaining: number) => {
    const callback = idle.shift()!;
    const before = prefetched.length;
    const started = clock;
    callback({didTimeout: false, timeRemaining: () => Math.max(0, timeRemaining - (clock - started))});
    return {count: prefetched.length - before, ms: clock - started};
  };

  it('waits for an idle period instead of prefetching while the page hydrates', () => {
    win.docusaurus.prefetch('/docs');
    expect(prefetched).toEqual([]);
    expect(idle).toHaveLength(1);
  });

  it('keeps each idle callback short even when the idle period is long', () => {
    const routes = Array.from({length: 10}, (_, i) => `/docs/page-${i}`);
    for (const route of routes) win.docusaurus.prefetch(route);
    const first = runIdle(50);
    expect(first.count).toBeGreaterThan(0);
    // The budget, plus the one prefetch that was running when it ran out.
    expect(first.ms).toBeLessThanOrEqual(4 + 3);
    while (idle.length > 0) expect(runIdle(50).ms).toBeLessThanOrEqual(4 + 3);
    expect(prefetched).toEqual(routes);
  });

  it('prefetches at least one route per callback on a page that is never idle', () => {
    for (const route of ['/a', '/b', '/c']) win.docusaurus.prefetch(route);
    expect(runIdle(0).count).toBe(1);
    expect(runIdle(0).count).toBe(1);
    expect(runIdle(0).count).toBe(1);
    expect(idle).toHaveLength(0);
  });

  it('queues a route once however many links point to it', () => {
    for (let i = 0; i < 5; i++) win.docusaurus.prefetch('/faq');
    while (idle.length > 0) runIdle(50);
    expect(prefetched).toEqual(['/faq']);
  });
});
