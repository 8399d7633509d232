/**
 * When the search dialog downloads the text of the pages it lists (each page's Pagefind fragment, a few
 * KB): the dialog searches on every key, and a reader's first query must stay within its download
 * budget however they type. Titles and links need no download and show at once; a page's text is
 * fetched only once typing has paused on its results and its place in the list is in view, so the pages
 * of a word on its way (`us` on the way to `useCart`) or below the fold cost nothing. Text that arrives
 * for results no longer on screen is dropped, so an excerpt never belongs to another query.
 */

interface TextScheduleOptions<R, T> {
  /** How long typing must pause on results before their texts are downloaded. */
  pauseMs: number;
  /** Whether a result's text needs no download (fetched for an earlier query, or it has none). */
  downloaded: (result: R) => boolean;
  load: (result: R) => Promise<T>;
}

interface TextSchedule<R, T> {
  /**
   * A query's results: `show` puts them on screen with the texts that need no download; `paused` says,
   * once typing has paused for `pauseMs` on them, that the texts in view may be downloaded (never when
   * other results came first).
   */
  results(results: readonly R[], on: {show: (texts: ReadonlyMap<R, T>) => void; paused: () => void}): void;
  /**
   * The shown results the reader can see now: once typing has paused on them, texts not requested yet
   * are downloaded, each once, and returned. `settled` hears of each (its text, or undefined when it
   * failed) while its results are still the ones shown.
   */
  inView(results: readonly R[], settled: (result: R, text: T | undefined) => void): R[];
  /** The query changed or the dialog closed: results not shown yet never show, and nothing more downloads. */
  cancel(): void;
}

export function textSchedule<R, T>({pauseMs, downloaded, load}: TextScheduleOptions<R, T>): TextSchedule<R, T> {
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The results on screen, and whether typing has paused on them. */
  let shown: ReadonlySet<R> = new Set();
  let paused = false;
  const requested = new Set<R>();

  return {
    results(results, on) {
      const mine = ++generation;
      clearTimeout(timer);
      let isShown = false;
      let pauseReached = false;
      const pause = () => {
        if (!pauseReached || !isShown || mine !== generation) return;
        paused = true;
        on.paused();
      };
      // The pause counts from the key that brought these results, not from when they show.
      timer = setTimeout(() => {
        pauseReached = true;
        pause();
      }, pauseMs);
      const ready = results.filter(downloaded);
      // A text that fails to load leaves its result with a title and a link only.
      void Promise.all(
        ready.map((r) =>
          load(r).then(
            (text) => [r, text] as const,
            () => null,
          ),
        ),
      ).then((loaded) => {
        if (mine !== generation) return;
        shown = new Set(results);
        paused = false;
        requested.clear();
        for (const r of ready) requested.add(r);
        isShown = true;
        on.show(new Map(loaded.filter((entry) => entry !== null)));
        pause();
      });
    },
    inView(results, settled) {
      if (!paused) return [];
      const on = shown;
      const started = results.filter((result) => on.has(result) && !requested.has(result));
      for (const result of started) {
        requested.add(result);
        load(result).then(
          (text) => shown === on && settled(result, text),
          () => shown === on && settled(result, undefined),
        );
      }
      return started;
    },
    cancel() {
      generation++;
      clearTimeout(timer);
    },
  };
}

/** A listed page's place in the list's content (pixels from its top), and whether its text is there. */
export interface PageBox {
  top: number;
  height: number;
  texted: boolean;
}

/**
 * The indexes of the listed pages a reader sees in a list scrolled to `scrollTop` and `clientHeight`
 * tall. A page whose text has not arrived counts as `reserved` tall at least, about the room its excerpt
 * and sections will take, and moves the pages under it down by as much: a page that its text will push
 * out of view is not counted in view on the strength of a list of bare titles.
 */
export function pagesInView(
  pages: readonly PageBox[],
  {scrollTop, clientHeight}: {scrollTop: number; clientHeight: number},
  reserved: number,
): number[] {
  const visible: number[] = [];
  let pushed = 0;
  for (const [index, page] of pages.entries()) {
    const top = page.top + pushed;
    const height = page.texted ? page.height : Math.max(page.height, reserved);
    if (top < scrollTop + clientHeight && top + height > scrollTop) visible.push(index);
    pushed += height - page.height;
  }
  return visible;
}
