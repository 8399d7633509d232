/**
 * Remark plugin: an MDX file with a fenced code block, or a `<CodeBlock>` element, imports the
 * highlighter chunk (src/theme/CodeBlock/highlighter), so the page's route loads it with the content,
 * before rendering or hydrating, and every other page does without it.
 */
export const HIGHLIGHTER_MODULE = '@site/src/theme/CodeBlock/highlighter';

interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  name?: string | null;
  data?: unknown;
}

const isCodeBlock = (node: MdNode) =>
  node.type === 'code' || (/^mdxJsx(Flow|Text)Element$/.test(node.type) && node.name === 'CodeBlock');

function hasCodeBlock(node: MdNode): boolean {
  return isCodeBlock(node) || (node.children ?? []).some(hasCodeBlock);
}

/** `import '<module>';` as an MDX ESM node, with the ESTree MDX compiles it from. */
function sideEffectImport(source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

export default function remarkImportHighlighter() {
  return (tree: MdNode): void => {
    if (hasCodeBlock(tree)) tree.children = [sideEffectImport(HIGHLIGHTER_MODULE), ...(tree.children ?? [])];
  };
}
