/** The fenced code blocks of a page (src/lib/codeBlocks.ts), and which ones are deliberately incomplete. */
import {isPartial as isPartialMeta} from '../src/lib/reference/api/validateExample';
import type {CodeBlock} from '../src/lib/codeBlocks';

export {codeBlocks, type CodeBlock} from '../src/lib/codeBlocks';

/** `partial` in a fence's meta marks a deliberately incomplete snippet, as for GraphQL examples. */
export const isPartial = (block: CodeBlock) => isPartialMeta(block.meta);
