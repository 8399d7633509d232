/**
 * Remark plugin: every ```tsx live block gets its rendered preview as HTML (`previewHtml`, a prop
 * of the page's CodeBlock), so the component is in the static page and the editor's code (react-live,
 * sucrase, `@faststore/ui` in the browser) loads only when the reader starts editing.
 * An example that does not render fails the build with its file, as it would fail in the reader's browser.
 */
import {visit} from 'unist-util-visit';
import {renderLivePreview} from '../live-preview/render';
import {isLiveMeta, setProperty, type MdNode} from '@faststore-docs/shared/codeBlocks';
import {claims, exampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {defaults, versionsOf} from '@faststore-docs/shared/reference/data';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);

/**
 * The `@faststore/ui` an example's preview is rendered with: the installed one, unless the example is
 * written only for older releases (`until=1.9.10`); then the newest of those, installed beside it as
 * `faststore-ui-<version>`, which is the release the page runs it with by default.
 */
function uiDirFor(meta: string | null | undefined): string | undefined {
  const range = exampleReleases(meta);
  if (claims(range, defaults().ui)) return undefined;
  const newest = versionsOf('ui')
    .filter((v) => claims(range, v))
    .at(-1);
  return newest ? path.dirname(require.resolve(`faststore-ui-${newest}/package.json`)) : undefined;
}

const isLive = (node: MdNode) => node.type === 'code' && isLiveMeta(node.meta);

/** Rendered previews by code: the same example on several pages, or a rebuild in watch mode. */
const rendered = new Map<string, string>();

export function previewHtml(code: string, where: string, meta?: string | null): string {
  const uiDir = uiDirFor(meta);
  const key = `${uiDir ?? ''}\0${code}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const result = renderLivePreview(code, {uiDir});
  if ('error' in result) throw new Error(`${where}: the live example does not render: ${result.error}\n${code}`);
  rendered.set(key, result.html);
  return result.html;
}

export default function remarkLivePreview() {
  return (tree: MdNode, file: {path?: string}): void => {
    visit(tree, isLive, (node: MdNode) => {
      setProperty(node, 'previewHtml', previewHtml(node.value ?? '', file.path ?? 'an MDX file', node.meta));
    });
  };
}
