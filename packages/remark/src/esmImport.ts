/**
 * An `import` a remark pass adds to a page, as the MDX compiler expects it: the text and its estree.
 * With a name, a default import (`import Line from '…'`); without, an import for its side effects.
 */
export function esmImport(source: string, name?: string) {
  const raw = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: name ? `import ${name} from ${raw};` : `import ${raw};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: name ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}] : [],
            source: {type: 'Literal', value: source, raw},
          },
        ],
      },
    },
  };
}
