/**
 * The highlighted code block (Prism and the classic theme's CodeBlock) lives in its own chunk, which
 * `./highlighter` fills in here when it is evaluated. Pages whose MDX has a code block import that
 * module (src/plugins/code-highlighter), so by the time such a page renders, and before it hydrates,
 * the block is registered and renders synchronously.
 */
import type {ComponentType} from 'react';
import type CodeBlockType from '@theme/CodeBlock';

export type CodeBlockComponent = ComponentType<React.ComponentProps<typeof CodeBlockType>>;

let registered: CodeBlockComponent | null = null;

export function registerHighlighter(component: CodeBlockComponent): void {
  registered = component;
}

export function registeredHighlighter(): CodeBlockComponent | null {
  return registered;
}
