/**
 * Turns the code of a live example into what the frame shows (./frame). A reader writes it in one of
 * the shapes the site's examples and other documentation use:
 * - one JSX expression (`<Button>Add</Button>`) or a component (`function Example() {…}`);
 * - statements, then the JSX to show (`const label = 'Add';` then `<Button>{label}</Button>`);
 * - a module with an `export default` component or element;
 * - with `noInline`, statements that call `render(…)` themselves.
 * The code is compiled as written (sucrase keeps every line where it was), so a syntax error names the
 * reader's own line, and so does an error thrown while the example runs, where the browser says where.
 */
import React, {isValidElement, type ComponentType, type ReactElement} from 'react';
import {transform} from 'sucrase';

export type Evaluated = {shown: ComponentType | ReactElement} | {error: string};

/** What the browser's stack says of a line in code made by `new Function`: the body starts on its third line. */
const FUNCTION_HEADER_LINES = 2;

/** "SyntaxError: Unexpected token (line 3, column 14)", from sucrase's "Unexpected token (3:14)". */
function syntaxError(error: unknown): string {
  const {message, loc} = error as {message?: string; loc?: {line: number; column: number}};
  const text = String(message ?? error).replace(/\s*\(\d+:\d+\)$/, '');
  return loc ? `SyntaxError on line ${loc.line}, column ${loc.column + 1}: ${text}` : `SyntaxError: ${text}`;
}

/** The reader's line an error was thrown from, when the browser's stack names a place in the example's code. */
export function readerLine(error: unknown): number | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  // Chromium: "at Example (eval at …, <anonymous>:5:11)"; Firefox: "Function:5:11".
  const found = /(?:<anonymous>|Function):(\d+):\d+/.exec(stack);
  const line = found ? Number(found[1]) - FUNCTION_HEADER_LINES : NaN;
  return line >= 1 ? line : undefined;
}

/** An error the example's code threw, with the reader's line when it is known. */
export function thrownError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = readerLine(error);
  return line === undefined ? text : `${text} (line ${line} of the example)`;
}

const NOTHING_TO_SHOW =
  'This example shows nothing: it must end with the JSX to show (such as <Button>Add</Button>), declare a component, ' +
  'or export one as default.';

function compile(code: string, modules: boolean): string {
  return transform(code, {
    transforms: modules ? ['jsx', 'typescript', 'imports'] : ['jsx', 'typescript'],
    production: true,
  }).code;
}

function run(body: string, scope: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown {
  const names = {React, ...scope, ...extra};
  // The frame exists to run the reader's code; its own policy allows this, the site's pages' does not.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const example = new Function(...Object.keys(names), body) as (...values: unknown[]) => unknown;
  return example(...Object.values(names));
}

/** A function body that returns the code's last expression: the earliest line from which the rest is one expression. */
function returningLastExpression(compiled: string, names: string[]): string | undefined {
  // Without what follows the last expression: its semicolon, blank lines, and comments on lines of their own.
  const lines = compiled.replace(/(?:\s|;|(?:^|\n)[ \t]*\/\/[^\n]*)+$/, '').split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    // The expression's opening stays on its line, so the lines keep their numbers.
    const body = [...lines.slice(0, i), `return (${lines[i]}`, ...lines.slice(i + 1)].join('\n') + '\n);';
    try {
      // Compiles without running: a body that does not parse is not this split.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- only parsed here
      new Function(...names, body);
      return body;
    } catch {
      // Not one expression from this line on: try the next.
    }
  }
  return undefined;
}

function shown(value: unknown): Evaluated {
  if (typeof value === 'function') return {shown: value as ComponentType};
  if (isValidElement(value)) return {shown: value};
  return {error: NOTHING_TO_SHOW};
}

export function evaluate(code: string, scope: Record<string, unknown>, noInline = false): Evaluated {
  const modules = /^\s*export\b/m.test(code);
  let compiled: string;
  try {
    compiled = compile(code, modules || noInline);
  } catch (error) {
    return {error: syntaxError(error)};
  }
  try {
    if (noInline) {
      let rendered: unknown;
      if (!/render\s*\(/.test(code)) return {error: 'SyntaxError: An example with noInline must call render(…).'};
      run(compiled, scope, {exports: {}, render: (value: unknown) => (rendered = value)});
      return rendered === undefined ? {error: 'SyntaxError: render must be called with JSX.'} : shown(rendered);
    }
    if (modules) {
      const exports: {default?: unknown} = {};
      run(compiled, scope, {exports});
      return 'default' in exports ? shown(exports.default) : {error: NOTHING_TO_SHOW};
    }
    const names = Object.keys({React, ...scope});
    const body = returningLastExpression(compiled, names);
    if (body === undefined) return {error: NOTHING_TO_SHOW};
    return shown(run(body, scope));
  } catch (error) {
    return {error: thrownError(error)};
  }
}
