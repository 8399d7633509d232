/**
 * Remark plugin: every ```tsx live block gets its rendered preview as HTML (`previewHtml`, a prop
 * of the page's CodeBlock), so the component is in the static page and the editor's code (react-live,
 * sucrase, `@faststore/ui` in the browser) loads only when the reader starts editing.
 * An example that does not render fails the build with its file, as it would fail in the reader's browser.
 */
import {visit} from 'unist-util-visit';
import {renderLivePreview} from '../live-preview/render';
import {isLiveMeta, setProperty, type MdNode} from '@faststore-docs/shared/codeBlocks';

const isLive = (node: MdNode) => node.type === 'code' && isLiveMeta(node.meta);

/** Rendered previews by code: the same example on several pages, or a rebuild in watch mode. */
const rendered = new Map<string, string>();

export function previewHtml(code: string, where: string): string {
  const known = rendered.get(code);
  if (known !== undefined) return known;
  const result = renderLivePreview(code);
  if ('error' in result) throw new Error(`${where}: the live example does not render: ${result.error}\n${code}`);
  rendered.set(code, result.html);
  return result.html;
}

export default function remarkLivePreview() {
  return (tree: MdNode, file: {path?: string}): void => {
    visit(tree, isLive, (node: MdNode) => {
      setProperty(node, 'previewHtml', previewHtml(node.value ?? '', file.path ?? 'an MDX file'));
    });
  };
}
