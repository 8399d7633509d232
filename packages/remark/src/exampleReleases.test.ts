import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import remarkExampleReleases from './exampleReleases';
import {versionsOf} from '@faststore-docs/shared/reference/data';
import type {MdNode} from '@faststore-docs/shared/codeBlocks';

const release = versionsOf('sdk')[0];

function transformed(markdown: string): MdNode {
  const tree = unified().use(remarkParse).parse(markdown) as MdNode;
  remarkExampleReleases()(tree, {path: 'page.mdx'});
  return tree;
}

/** Each node's type in document order, a note as `note: <its text>`. */
function outline(node: MdNode): string[] {
  if (node.data?.hProperties?.['data-example-releases'] !== undefined)
    return [`note: ${node.children?.[0]?.children?.[0]?.value}`];
  return [node.type, ...(node.children ?? []).flatMap(outline)];
}

describe('release notes above examples', () => {
  it('puts one note right above each block that names its releases, at any depth, and none above others', () => {
    const tree = transformed(
      [
        'Intro.',
        `\`\`\`ts since=${release}\nimport {useCart} from '@faststore/sdk';\n\`\`\``,
        `\`\`\`ts until=${release}\nimport {useCart} from '@faststore/sdk';\n\`\`\``,
        '```ts\nconst plain = 1;\n```',
        `> \`\`\`ts since=${release}\n> const quoted = 1;\n> \`\`\``,
      ].join('\n\n'),
    );
    expect(outline(tree)).toEqual([
      'root',
      'paragraph',
      'text',
      `note: For @faststore/sdk ${release} and later:`,
      'code',
      `note: For @faststore/sdk ${release} and earlier:`,
      'code',
      'code',
      'blockquote',
      `note: For FastStore ${release} and later:`,
      'code',
    ]);
  });

  it('fails on a release the reference does not cover, naming the file and line', () => {
    expect(() => transformed('Intro.\n\n```ts since=0.0.1\nconst a = 1;\n```')).toThrow(
      /page\.mdx:\n {2}line 3: 0\.0\.1 is not a covered release/,
    );
  });
});

describe('live examples for some releases of @faststore/ui', () => {
  const ui = versionsOf('ui');
  const older = ui[ui.length - 2];

  it('mark the example and its note with the releases they hold for, so other releases’ readers do not see them', () => {
    const tree = transformed(`Intro.\n\n\`\`\`tsx live until=${older}\n<Badge>New</Badge>\n\`\`\``);
    const [, note, code] = tree.children ?? [];
    const holds = ui.filter((v) => v.localeCompare(older, undefined, {numeric: true}) <= 0).join(' ');
    expect(note.data?.hProperties?.['data-in-ui']).toBe(holds);
    expect(code.data?.hProperties?.['data-in-ui']).toBe(holds);
  });

  it('leave a static example for some releases shown to every reader', () => {
    const tree = transformed(`Intro.\n\n\`\`\`tsx until=${older}\nimport {Badge} from '@faststore/ui';\n\`\`\``);
    expect(tree.children?.[2].data?.hProperties?.['data-in-ui']).toBeUndefined();
  });
});
