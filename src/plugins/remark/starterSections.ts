/**
 * Remark plugin: pages whose content differs by starter get the reader's store profile.
 * - A guide's `## On the Next.js starter` section (or `###`) is wrapped in
 *   `<section data-starter-section="nextjs.store">`, with a note (hidden unless it applies, and kept
 *   out of the Markdown copy and the search index) that links back to the guide's first section. For a
 *   reader whose store is on the Next.js starter, src/components/store-profile/StoreProfileLine/sections.css puts that section right
 *   after the introduction; for everyone else, and without scripts, the page reads as written. Every
 *   starter's text stays in the page, so the Markdown copy, llms.txt and search keep all of it.
 * - Each `<Tabs groupId="starter">` (the quickstart's) gets the class `starter-tabs` and each of its
 *   panels `starter-tab starter-tab-<value>`, so that the tab of the reader's starter is the one
 *   painted before the page runs.
 * - Such a guide, a page with `<Tabs groupId="starter">` (the quickstart) and a step of the Gatsby
 *   or Next.js tutorial track (src/data/trackMap.ts) get the profile line at the top:
 *   `<StoreProfileLine />`, which also applies the profile before the first paint.
 */
import {createSlugger} from '@docusaurus/utils';
import {trackMap} from '../../data/trackMap';
import {esmImport} from '@faststore-docs/remark/esmImport';
import {docsRoute} from '@faststore-docs/shared/docsRoute';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';

const PROFILE_LINE_MODULE = '@site/src/components/store-profile/StoreProfileLine';
const PROFILE_LINE = 'StoreProfileLine';
/** The heading of a guide's section for the Next.js starter, as writers write it. */
const NEXTJS_HEADING = 'On the Next.js starter';

/** A node's text, as a heading's id and the note's link read it. */
function text(node: MdNode): string {
  return node.value ?? (node.children ?? []).map(text).join('');
}

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

const isStep = (route: string | undefined): boolean =>
  route !== undefined && trackMap.steps.some((s) => s.gatsby === route || s.nextjs === route);

const isStarterTabs = (node: MdNode): boolean =>
  node.type === 'mdxJsxFlowElement' &&
  node.name === 'Tabs' &&
  (node.attributes ?? []).some((a) => a.name === 'groupId' && a.value === 'starter');

export default function remarkStarterSections() {
  return (tree: MdNode, file: {path?: string}): void => {
    const children = tree.children ?? [];
    const slugger = createSlugger();
    const idOf = (heading: MdNode) => heading.data?.id ?? slugger.slug(text(heading));
    const firstSection = children.find((n) => n.type === 'heading' && n.depth === 2);
    const firstId = firstSection ? idOf(firstSection) : undefined;

    let wrapped = false;
    const at = children.findIndex(
      (n) => n.type === 'heading' && (n.depth === 2 || n.depth === 3) && text(n).trim() === NEXTJS_HEADING,
    );
    if (at !== -1) {
      const depth = children[at].depth!;
      let end = at + 1;
      while (end < children.length && !(children[end].type === 'heading' && children[end].depth! <= depth)) end++;
      const note: MdNode = {
        type: 'paragraph',
        data: {hProperties: {'data-starter-note': '', 'data-markdown': 'skip', 'data-pagefind-ignore': ''}},
        children: [
          {type: 'text', value: 'Shown first because your store is on the Next.js starter. '},
          ...(firstId && firstSection && firstSection !== children[at]
            ? [
                {type: 'text', value: 'The steps it changes start at '},
                {type: 'link', url: `#${firstId}`, children: [{type: 'text', value: text(firstSection)}]},
                {type: 'text', value: '.'},
              ]
            : []),
        ],
      };
      const section: MdNode = {
        type: 'mdxJsxFlowElement',
        name: 'section',
        attributes: [attribute('data-starter-section', 'nextjs.store')],
        children: [children[at], note, ...children.slice(at + 1, end)],
      };
      children.splice(at, end - at, section);
      wrapped = true;
    }

    // Each starter tab group's panels are marked with their starter, for the tab a reader's profile
    // opens to be painted before the page runs (StoreProfileLine/sections.css).
    const tabs = children.filter(isStarterTabs);
    for (const group of tabs) {
      group.attributes = [
        ...(group.attributes ?? []).filter((a) => a.name !== 'className'),
        attribute('className', 'starter-tabs'),
      ];
      for (const item of group.children ?? []) {
        if (item.type !== 'mdxJsxFlowElement' || item.name !== 'TabItem') continue;
        const value = (item.attributes ?? []).find((a) => a.name === 'value')?.value;
        if (typeof value === 'string')
          item.attributes = [
            ...(item.attributes ?? []).filter((a) => a.name !== 'className'),
            attribute('className', `starter-tab starter-tab-${value}`),
          ];
      }
    }
    if (!wrapped && tabs.length === 0 && !isStep(file.path ? docsRoute(process.cwd(), file.path) : undefined)) return;
    const firstContent = children.findIndex((n) => n.type !== 'mdxjsEsm' && n.type !== 'yaml' && n.type !== 'toml');
    const line: MdNode = {type: 'mdxJsxFlowElement', name: PROFILE_LINE, attributes: [], children: []};
    children.splice(firstContent === -1 ? children.length : firstContent, 0, line);
    tree.children = [esmImport(PROFILE_LINE_MODULE, PROFILE_LINE), ...children];
  };
}
