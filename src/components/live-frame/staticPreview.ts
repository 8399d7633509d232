/**
 * What a live example's code block hands to its preview (`@theme/Playground/Preview`): the preview
 * rendered at build time, shown until the frame has rendered the example, and what the reader
 * clicked or focused in it, made again in the frame, and the releases of `@faststore/ui` it is
 * written for, which choose the frame that runs it (./releases). Its own module, because the code block is in
 * every page's bundle and the preview and frame code must not be.
 */
import {createContext} from 'react';
import type {ToFrame} from './protocol';

export type Replay = Omit<Extract<ToFrame, {type: 'replay'}>, 'channel' | 'type'>;

interface ExampleReleases {
  /** The releases the example is written for, oldest first. */
  holds: string[];
  /** The reader's release, from their profile or the version picker, when they chose one. */
  reader: string | null;
}

export const StaticPreview = createContext<{
  html?: string;
  replay?: Replay;
  releases?: ExampleReleases;
  /**
   * The reader used the preview again before the frame took over (focused or clicked another element
   * of it): that element is the one to make again, and the focus stays with the preview, not the editor.
   */
  onUse?: (replay: Replay | undefined) => void;
  /** The frame has rendered the example and replaced the static preview. */
  onTakenOver?: () => void;
}>({});

/** Child indexes from `root` down to `target`, or null when the target is not inside it. */
function pathTo(root: Element, target: EventTarget | null): number[] | null {
  const path: number[] = [];
  let node = target instanceof Element ? target : null;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

/** What the reader clicked or focused in a static preview (`event.currentTarget` wraps its root), to make again. */
export function replayOf(
  event: {currentTarget: Element; target: EventTarget | null; clientX?: number},
  action: Replay['action'],
): Replay | undefined {
  const root = event.currentTarget.firstElementChild;
  const path = root ? pathTo(root, event.target) : null;
  const tag = event.target instanceof Element ? event.target.tagName : '';
  if (!path || path.length === 0) return undefined;
  // Where along a range input the reader clicked, so the live one takes that value too.
  const {target} = event;
  if (
    action === 'click' &&
    target instanceof HTMLInputElement &&
    target.type === 'range' &&
    event.clientX !== undefined
  ) {
    const box = target.getBoundingClientRect();
    if (box.width > 0) {
      const at = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
      return {path, tag, action, at, keys: []};
    }
  }
  return {path, tag, action, keys: []};
}
