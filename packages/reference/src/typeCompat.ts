/**
 * Whether a member's type really changed between two releases, asked of the TypeScript checker rather
 * than read from the declaration text: 1.9.10 writes `useSlider().slide`'s page as `SlideDirection`
 * where 1.9.4 spelt out `"next" | "previous"`, and `useCart().setCart` takes `Omit<Cart, "items">`
 * where it took `Pick<Cart, "id">`: the same types, written differently. Both releases are loaded in
 * one program and each member's old and new type are assigned to each other.
 *
 * Pure apart from reading the installed packages; no Docusaurus.
 */
import path from 'node:path';
import ts from 'typescript';
import {STORE_CODE_OPTIONS} from '@faststore-docs/shared/reference/storeCode';

/** Where a member sits, so the checker can name its type in each release. */
export type MemberPlace =
  /** A component's prop (UI components, SDK providers). */
  | {kind: 'prop'; owner: string; member: string}
  /** A field of a hook's or function's first argument object. */
  | {kind: 'argument'; owner: string; member: string}
  /** A positional parameter of a function. */
  | {kind: 'parameter'; owner: string; index: number}
  /** A member of the object a hook or function returns. */
  | {kind: 'returned'; owner: string; member: string};

export {STORE_CODE_OPTIONS};

export interface TypeQuestion {
  /** Caller's key for the answer. */
  key: string;
  from: MemberPlace;
  to: MemberPlace;
}

export interface Compat {
  /** A value of the old type is accepted where the new one is expected. */
  oldFitsNew: boolean;
  /** A value of the new type is accepted where the old one was expected. */
  newFitsOld: boolean;
}

function typeOf(ns: string, place: MemberPlace): string {
  const fn = `typeof ${ns}.${place.owner}`;
  switch (place.kind) {
    case 'prop':
      return `React.ComponentProps<${fn}>[${JSON.stringify(place.member)}]`;
    case 'argument':
      return `NonNullable<Parameters<${fn}>[0]>[${JSON.stringify(place.member)}]`;
    case 'parameter':
      return `Parameters<${fn}>[${place.index}]`;
    case 'returned':
      return `ReturnType<${fn}>[${JSON.stringify(place.member)}]`;
  }
}

/**
 * Answers every question about two installed releases of one package (`fromDir`, `toDir`) in one
 * program. A question whose type the checker cannot name in either release is left unanswered.
 */
export function compareMemberTypes(
  siteDir: string,
  fromDir: string,
  toDir: string,
  questions: readonly TypeQuestion[],
): Map<string, Compat> {
  const answers = new Map<string, Compat>();
  if (questions.length === 0) return answers;
  const file = path.join(siteDir, '.type-compat', 'check.ts');
  const lines = [
    `import type * as React from 'react';`,
    `import type * as Old from ${JSON.stringify(fromDir)};`,
    `import type * as New from ${JSON.stringify(toDir)};`,
    // A type that resolves to \`any\` fits everything, which would hide a real change.
    `type IsAny<T> = 0 extends 1 & T ? true : false;`,
  ];
  // Per question: a line naming both types (errors there mean the type cannot be named), then one
  // line per direction.
  const at = new Map<number, {key: string; check: 'names' | 'oldFitsNew' | 'newFitsOld'}>();
  questions.forEach((q, i) => {
    at.set(lines.length, {key: q.key, check: 'names'});
    lines.push(
      `type O${i} = ${typeOf('Old', q.from)}; type N${i} = ${typeOf('New', q.to)}; ` +
        `export const a${i}: [IsAny<O${i}>, IsAny<N${i}>] = [false, false];`,
    );
    at.set(lines.length, {key: q.key, check: 'oldFitsNew'});
    lines.push(`export const f${i} = (o: O${i}): N${i} => o;`);
    at.set(lines.length, {key: q.key, check: 'newFitsOld'});
    lines.push(`export const b${i} = (n: N${i}): O${i} => n;`);
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {...STORE_CODE_OPTIONS, types: []};
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, language, ...rest) =>
    f === file ? ts.createSourceFile(f, source, language, true) : getSourceFile(f, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => f === file || fileExists(f);
  const program = ts.createProgram([file], options, host);
  const failed = new Map<string, Set<string>>();
  for (const d of program.getSemanticDiagnostics(program.getSourceFile(file))) {
    if (d.start === undefined || !d.file) continue;
    const line = d.file.getLineAndCharacterOfPosition(d.start).line;
    if (line < 4) {
      throw new Error(
        `reference: cannot load ${fromDir} and ${toDir} together: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    }
    const where = at.get(line);
    if (!where) continue;
    if (!failed.has(where.key)) failed.set(where.key, new Set());
    failed.get(where.key)!.add(where.check);
  }
  for (const q of questions) {
    const fails = failed.get(q.key) ?? new Set();
    if (fails.has('names')) continue;
    answers.set(q.key, {oldFitsNew: !fails.has('oldFitsNew'), newFitsOld: !fails.has('newFitsOld')});
  }
  return answers;
}
