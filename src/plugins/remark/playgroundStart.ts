/**
 * Remark plugin: a page's `<Playground />` element gets its starting example as the static page
 * shows it, the highlighted lines (`startHighlighted`, as fenced code gets them) and the rendered
 * preview (`startPreviewHtml`, as a ```tsx live block gets it). The playground then paints that
 * example in the HTML and fetches its editor only when the reader starts to edit. An example that
 * does not render fails the build with the page's file.
 */
import {visit} from 'unist-util-visit';
import {EXAMPLES} from '../../components/playground/Playground/examples';
import {highlightLines, type PrebuildOptions} from '../code-highlighter/prebuild';
import {previewHtml} from './livePreview';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';

const PLAYGROUND_ELEMENT = 'Playground';

export default function remarkPlaygroundStart(options: PrebuildOptions) {
  return (tree: MdNode, file: {path?: string}): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdNode) => {
      if (node.name !== PLAYGROUND_ELEMENT) return;
      const start = EXAMPLES[0];
      node.attributes = [
        ...(node.attributes ?? []),
        {
          type: 'mdxJsxAttribute',
          name: 'startHighlighted',
          value: JSON.stringify(highlightLines(start.code.replace(/\n$/, ''), 'tsx', options)),
        },
        {
          type: 'mdxJsxAttribute',
          name: 'startPreviewHtml',
          value: previewHtml(start.code, `${file.path ?? 'an MDX file'} (the playground's ${start.id} example)`),
        },
      ];
    });
  };
}
