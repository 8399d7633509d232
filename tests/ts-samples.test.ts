/**
 * Every TypeScript and TSX sample on the site type-checks, strictly, against the installed
 * @faststore packages and React. A block is skipped when its meta says `partial` (a deliberately
 * incomplete snippet) or `live` (rendered, and so checked, by the browser tests).
 * A sample may import a package this site does not install (gatsby, a store's own files): those
 * imports are typed `any`. Imports of @faststore/* and react must resolve.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {codeBlocks, isPartial} from './codeSamples';
import {ROOT, readContent} from './contentFiles';

const CHECKED = new Set(['ts', 'tsx', 'typescript']);
const MUST_RESOLVE = /^(@faststore\/|react$|react\/|react-dom)/;

interface Sample {
  page: string;
  line: number;
  file: string;
  code: string;
}

const samples: Sample[] = readContent().flatMap((f) => {
  // Lines before the body (front matter), so that errors point at lines of the file.
  const offset = fs.readFileSync(path.join(ROOT, f.file), 'utf8').split('\n').length - f.body.split('\n').length;
  return codeBlocks(f.body)
    .filter((b) => CHECKED.has(b.lang) && !isPartial(b) && !/(^|\s)live(\s|$)/.test(b.meta))
    .map((b, i) => {
      // Every sample is a module of its own, so two samples may declare the same names.
      const code = /^\s*(import|export)\s/m.test(b.code) ? b.code : `${b.code}\nexport {};\n`;
      const ext = b.lang === 'tsx' ? 'tsx' : 'ts';
      const file = path.join(ROOT, '.samples', f.file.replace(/[^\w]+/g, '_'), `${i}.${ext}`);
      return {page: f.file, line: b.line + offset, file, code};
    });
});

function diagnostics(): Map<string, string[]> {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    esModuleInterop: true,
    resolveJsonModule: true,
  };
  const byFile = new Map(samples.map((s) => [s.file, s]));
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (f) => byFile.has(f) || fileExists.call(host, f);
  host.readFile = (f) => byFile.get(f)?.code ?? readFile.call(host, f);
  host.getSourceFile = (f, language, ...rest) => {
    const sample = byFile.get(f);
    return sample
      ? ts.createSourceFile(f, sample.code, language, true)
      : getSourceFile.call(host, f, language, ...rest);
  };
  const program = ts.createProgram([...byFile.keys()], options, host);
  const found = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const sample = d.file && byFile.get(d.file.fileName);
    if (!sample || !d.file) continue;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const unresolved = [2307, 2792, 7016].includes(d.code) && /'([^']+)'/.exec(text);
    if (unresolved && !MUST_RESOLVE.test(unresolved[1]!)) continue;
    const {line} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const list = found.get(sample.page) ?? [];
    // The block's fence is at `sample.line`; its first code line is the next one.
    list.push(`line ${sample.line + 1 + line}: TS${d.code} ${text}`);
    found.set(sample.page, list);
  }
  return found;
}

describe('code blocks', () => {
  it('are found with their meta, and fences nest', () => {
    const body = [
      '````mdx',
      '```tsx live',
      '<Badge />',
      '```',
      '````',
      '',
      '```ts partial title="a.ts"',
      'const a = 1;',
      '```',
    ].join('\n');
    expect(codeBlocks(body)).toEqual([
      {lang: 'mdx', meta: '', code: '```tsx live\n<Badge />\n```', line: 1, end: 5},
      {lang: 'ts', meta: 'partial title="a.ts"', code: 'const a = 1;', line: 7, end: 9},
    ]);
    expect(isPartial(codeBlocks(body)[1]!)).toBe(true);
  });
});

describe('TypeScript samples type-check', () => {
  const found = diagnostics();
  const pages = [...new Set(samples.map((s) => s.page))];
  it('the site has samples to check', () => {
    expect(samples.length).toBeGreaterThan(10);
  });
  it.each(pages)('%s', (page) => {
    expect(found.get(page) ?? []).toEqual([]);
  });
});
