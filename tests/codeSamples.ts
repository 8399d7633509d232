/** The fenced code blocks of a page (src/plugins/codeBlocks.ts), and which ones are deliberately incomplete. */
import {isPartial as isPartialMeta} from '../src/plugins/api-reference/validateExample';
import type {CodeBlock} from '../src/plugins/codeBlocks';

export {codeBlocks, type CodeBlock} from '../src/plugins/codeBlocks';

/** `partial` in a fence's meta marks a deliberately incomplete snippet, as for GraphQL examples. */
export const isPartial = (block: CodeBlock) => isPartialMeta(block.meta);
