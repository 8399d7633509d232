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
