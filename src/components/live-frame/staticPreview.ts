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

export const StaticPreview = createContext<{html?: string; replay?: Replay; releases?: ExampleReleases}>({});
