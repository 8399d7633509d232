/**
 * The messages between a page and the live-example frame (`/live-frame/`), a sandboxed document with
 * an opaque origin that is the only place where a reader's edited code is evaluated. The site's own
 * pages forbid `eval`; the frame's policy allows it, and the sandbox keeps that code away from the
 * page, its storage and its cookies. Both sides drop any message that does not come from the other
 * window or does not have exactly this shape.
 */

/** Marks the messages of this feature, so that unrelated `postMessage` traffic is ignored. */
export const CHANNEL = 'faststore-live-frame';

export type ColorMode = 'light' | 'dark';

/**
 * Page → frame. Each `render` has an `id`, one more than the last, which the frame's outcome for it
 * carries back: the page sends the next version of the code only once the frame has answered for the
 * previous one (so a busy frame never builds up a queue of versions), always the newest, and ignores
 * an answer about any version but the last one sent (so an earlier version's error is never shown).
 */
export type ToFrame =
  | {channel: typeof CHANNEL; type: 'render'; id: number; code: string; noInline: boolean; theme: ColorMode}
  | {channel: typeof CHANNEL; type: 'theme'; theme: ColorMode}
  /** Asks whether the frame still runs its script: a frame busy in the reader's code cannot answer. */
  | {channel: typeof CHANNEL; type: 'ping'; id: number}
  /**
   * Click or focus, in the live preview, the element the reader clicked or focused in the static one;
   * `at` is where along a range input the click was (0 to 1), `keys` the keys pressed before the frame
   * took over (`isReplayedKey`), made again in order.
   */
  | {
      channel: typeof CHANNEL;
      type: 'replay';
      path: number[];
      tag: string;
      action: 'click' | 'focus';
      at?: number;
      keys?: string[];
    };

/** Frame → page. `height` is the height the frame's content needs, in CSS pixels. */
export type FromFrame =
  | {channel: typeof CHANNEL; type: 'ready'}
  | {channel: typeof CHANNEL; type: 'rendered'; id: number; height: number}
  | {channel: typeof CHANNEL; type: 'error'; id: number; message: string; height: number}
  | {channel: typeof CHANNEL; type: 'height'; height: number}
  | {channel: typeof CHANNEL; type: 'pong'; id: number};

/** A message without its channel mark, as the sending code writes it. */
export type Unmarked<T> = T extends unknown ? Omit<T, 'channel'> : never;

/** The keys a reader may press on a preview before the frame has taken over, which the frame makes again. */
export const REPLAYED_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
];
/**
 * A key pressed before the frame took over that the frame makes again: a navigation key, or, for a
 * text field, a character typed or Backspace.
 */
export const isReplayedKey = (key: string): boolean =>
  REPLAYED_KEYS.includes(key) || key === 'Backspace' || [...key].length === 1;
/** Enough for what a reader types in the second or so before the frame takes over. */
const MAX_KEYS = 200;

/** An example can be long, but not without bound: a page cannot flood the frame. */
const MAX_CODE = 200_000;
const MAX_MESSAGE = 10_000;

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const isTheme = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
const isHeight = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 100_000;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export function isToFrame(data: unknown): data is ToFrame {
  if (!isRecord(data) || data.channel !== CHANNEL) return false;
  switch (data.type) {
    case 'render':
      return (
        isId(data.id) &&
        typeof data.code === 'string' &&
        data.code.length <= MAX_CODE &&
        typeof data.noInline === 'boolean' &&
        isTheme(data.theme)
      );
    case 'theme':
      return isTheme(data.theme);
    case 'ping':
      return isId(data.id);
    case 'replay':
      return (
        Array.isArray(data.path) &&
        data.path.length <= 100 &&
        data.path.every((i) => Number.isInteger(i) && (i as number) >= 0) &&
        typeof data.tag === 'string' &&
        /^[A-Z][A-Z0-9-]*$/.test(data.tag) &&
        (data.action === 'click' || data.action === 'focus') &&
        (data.at === undefined || (typeof data.at === 'number' && data.at >= 0 && data.at <= 1)) &&
        (data.keys === undefined ||
          (Array.isArray(data.keys) &&
            data.keys.length <= MAX_KEYS &&
            data.keys.every((key) => typeof key === 'string' && isReplayedKey(key))))
      );
    default:
      return false;
  }
}

export function isFromFrame(data: unknown): data is FromFrame {
  if (!isRecord(data) || data.channel !== CHANNEL) return false;
  switch (data.type) {
    case 'ready':
      return true;
    case 'pong':
      return isId(data.id);
    case 'rendered':
      return isId(data.id) && isHeight(data.height);
    case 'height':
      return isHeight(data.height);
    case 'error':
      return (
        isId(data.id) && typeof data.message === 'string' && data.message.length <= MAX_MESSAGE && isHeight(data.height)
      );
    default:
      return false;
  }
}
