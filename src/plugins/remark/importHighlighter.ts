/**
 * Remark plugin: fenced code is highlighted at build time (each line's HTML goes to the page's
 * CodeBlock as `highlighted`, see ./prebuild), and the page imports the code block's chunk, so its
 * route loads it with the content, before rendering or hydrating:
 * - fenced code only: src/theme/CodeBlock/codeBlock, the classic block without Prism;
 * - a `<CodeBlock>` element (highlighted in the browser), or no build-time options (tests):
 *   src/theme/CodeBlock/highlighter, the block with Prism.
 * Pages without code import neither.
 */
import {visit} from 'unist-util-visit';
import {highlightLines, type PrebuildOptions} from '../code-highlighter/prebuild';
import {esmImport} from '@faststore-docs/remark/esmImport';
import {setProperty, type MdNode} from '@faststore-docs/shared/codeBlocks';

export const HIGHLIGHTER_MODULE = '@site/src/theme/CodeBlock/highlighter';
export const CODE_BLOCK_MODULE = '@site/src/theme/CodeBlock/codeBlock';

const isElement = (node: MdNode) => /^mdxJsx(Flow|Text)Element$/.test(node.type) && node.name === 'CodeBlock';

export default function remarkImportHighlighter(options?: PrebuildOptions) {
  return (tree: MdNode): void => {
    let fenced = false;
    let inBrowser = false;
    visit(tree, (node: MdNode) => {
      if (isElement(node)) inBrowser = true;
      if (node.type !== 'code') return;
      fenced = true;
      if (!options) {
        inBrowser = true;
        return;
      }
      setProperty(node, 'highlighted', JSON.stringify(highlightLines(node.value ?? '', node.lang ?? 'text', options)));
    });
    if (inBrowser) tree.children = [esmImport(HIGHLIGHTER_MODULE), ...(tree.children ?? [])];
    else if (fenced) tree.children = [esmImport(CODE_BLOCK_MODULE), ...(tree.children ?? [])];
  };
}
