/**
 * The highlighted code block (the classic theme's CodeBlock) lives in its own chunk, which
 * `./codeBlock` or `./highlighter` fills in here when it is evaluated. Pages whose MDX has a code
 * block import one of them (src/plugins/code-highlighter), so by the time such a page renders, and
 * before it hydrates, the block is registered and renders synchronously.
 *
 * Fenced code arrives highlighted at build time (the HTML of each line, `highlighted`); Prism itself
 * (`./highlighter`, which registers the classic theme's Prism-based Content) is needed only by code
 * blocks written as `<CodeBlock>` elements in JSX.
 */
import {createContext, type ComponentType} from 'react';
import type CodeBlockType from '@theme/CodeBlock';

export type CodeBlockComponent = ComponentType<React.ComponentProps<typeof CodeBlockType>>;

/** What the chunks have registered: nothing until they are evaluated, as on a page with no code block. */
export const registered: {
  /** The classic block, from `./codeBlock`. */
  highlighter: CodeBlockComponent | null;
  /** The classic theme's Prism-based Content, from `./highlighter`. */
  prismContent: ComponentType<{className?: string}> | null;
} = {highlighter: null, prismContent: null};

/** The build-time HTML of the lines of the code block being rendered, if it has one. */
export const PrebuiltLines = createContext<readonly string[] | null>(null);
