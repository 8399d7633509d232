/**
 * What the page script of one release (./inPage.ts, bundled by ./releasePage.ts) and the code that
 * drives it in a browser (the browser tests' example runs, the reference's recorded interactions) share.
 */

export interface Mounted {
  /** The compile or evaluation error react-live reported. */
  error?: string;
  /** What the example rendered first. */
  html?: string;
  /** How a reader would first use it: a key on a slider thumb, else a click; none when nothing is interactive. */
  target?: 'key' | 'click';
}

export interface Settled {
  /** Commits of the example since the count given. */
  commits: number;
  /** Whether the commits stopped, with none for a quiet spell, before the bound or the time ran out. */
  settled: boolean;
}

export interface ExampleRunner {
  mount(code: string): Mounted;
  commits(): number;
  settle(since: number, bound: number): Promise<Settled>;
  /** The React warnings and errors logged since the last call. */
  logged(): string[];
  unmount(): void;
}

/** Marks the element the check interacts with. */
export const TARGET = 'data-example-target';
