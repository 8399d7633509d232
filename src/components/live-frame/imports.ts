/**
 * A live example's code may begin as the page's own snippets do, with
 * `import {Slider} from '@faststore/ui'`: what those imports name is already in the example's scope
 * (./scope), so they are dropped before the code is evaluated (an `import` cannot be evaluated there).
 * An import of any other module gets a message that says what the example can use instead. Each
 * dropped import leaves its line breaks, so error positions still point at the reader's lines.
 */

/** The modules whose exports a live example already has. */
const IN_SCOPE_MODULES = ['@faststore/ui', 'react'] as const;

const IMPORT = /^[ \t]*import\s+(?:type\s+)?(?:([\w$*{}\s,]+?)\s+from\s+)?(['"])([^'"\n]+)\2[ \t]*;?/gm;

export type WithoutImports = {code: string} | {error: string};

export function withoutImports(code: string): WithoutImports {
  const others: string[] = [];
  const stripped = code.replace(IMPORT, (statement, _names, _quote, module: string) => {
    if (!(IN_SCOPE_MODULES as readonly string[]).includes(module)) others.push(module);
    return statement.replace(/[^\n]/g, '');
  });
  if (others.length > 0) {
    return {
      error:
        `A live example cannot import ${others.map((m) => `'${m}'`).join(', ')}. ` +
        `It already has every export of @faststore/ui and React (React, and its hooks such as useState) in scope: ` +
        `use them without importing them.`,
    };
  }
  return {code: stripped};
}
