/**
 * What a live example's code block hands to its preview (`@theme/Playground/Preview`): the preview
 * rendered at build time, shown until the frame has rendered the example, and what the reader
 * clicked or focused in it, made again in the frame. Its own module, because the code block is in
 * every page's bundle and the preview and frame code must not be.
 */
import {createContext} from 'react';
import type {ToFrame} from './protocol';

export type Replay = Omit<Extract<ToFrame, {type: 'replay'}>, 'channel' | 'type'>;

export const StaticPreview = createContext<{html?: string; replay?: Replay}>({});
