/**
 * Remark plugin: marks a page that has a task for a coding agent (a guide or tutorial step, by the
 * rule of src/plugins/markdown/taskPrompt.ts) with an empty, hidden `data-task-prompt` element. The
 * page's "Copy as prompt" control, which sits outside the content on every docs page, is shown only
 * where the mark is, with no script (src/components/markdown/CopyPage), and the build writes the prompt
 * of every page whose HTML has it, so the two never disagree.
 */
import {visit} from 'unist-util-visit';
import type {Node} from 'unist';
import {docsRoute} from '@faststore-docs/shared/docsRoute';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';
import {hasTask, TASK_MARK} from '../markdown/taskPrompt';

const attribute = (name: string, value: string | null) => ({type: 'mdxJsxAttribute', name, value});

/** `route` stands for the page's own route, which the file's place under `docs/` gives otherwise. */
export default function remarkTaskPromptMark(options: {route?: string} = {}) {
  return (tree: MdNode, file: {path?: string}): void => {
    const route = options.route ?? (file.path ? docsRoute(process.cwd(), file.path) : undefined);
    if (route === undefined) return;
    let code = 0;
    visit(tree as Node, 'code', () => {
      code++;
    });
    if (!hasTask(route, code)) return;
    (tree.children ??= []).push({
      type: 'mdxJsxFlowElement',
      name: 'div',
      attributes: [attribute(TASK_MARK, ''), attribute('hidden', null), attribute('data-markdown', 'skip')],
      children: [],
    });
  };
}
