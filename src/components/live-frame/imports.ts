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

export type WithoutImports = {code: string; aliases: [alias: string, name: string][]} | {error: string};

/** A module of an in-scope package (its stylesheet, say): the example has it already. */
const inScope = (module: string) => IN_SCOPE_MODULES.some((m) => module === m || module.startsWith(`${m}/`));

/**
 * The names an import binds under a name of its own (`{Button as Btn}`: `Btn` for `Button`), which the
 * example's scope then also gives; `null` when it binds the whole module (`* as UI`), which the scope
 * cannot give as one object.
 */
function renamed(names: string | undefined): [alias: string, name: string][] | null {
  if (!names) return [];
  if (/\*\s+as\s/.test(names)) return null;
  const inBraces = /\{([^}]*)\}/.exec(names)?.[1] ?? '';
  return inBraces
    .split(',')
    .map((part) => /^\s*(?:type\s+)?([\w$]+)\s+as\s+([\w$]+)\s*$/.exec(part))
    .filter((m): m is RegExpExecArray => m !== null && m[1] !== m[2])
    .map((m) => [m[2], m[1]] as [string, string]);
}

export function withoutImports(code: string): WithoutImports {
  const others: string[] = [];
  const aliases: [alias: string, name: string][] = [];
  const stripped = code.replace(IMPORT, (statement, names: string | undefined, _quote, module: string) => {
    const found = inScope(module) ? renamed(names) : undefined;
    if (found === undefined) others.push(`'${module}'`);
    else if (found === null) others.push(`'${module}' as one object (import the names you use instead)`);
    else aliases.push(...found);
    return statement.replace(/[^\n]/g, '');
  });
  if (others.length > 0) {
    return {
      error:
        `A live example cannot import ${others.join(', ')}. ` +
        `It already has every export of @faststore/ui and React (React, and its hooks such as useState) in scope: ` +
        `use them without importing them.`,
    };
  }
  return {code: stripped, aliases};
}
