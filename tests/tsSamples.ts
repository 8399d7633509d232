/**
 * Type-checks the site's TypeScript examples against each covered release of `@faststore/ui` and
 * `@faststore/sdk` (src/plugins/reference-versions): ```ts and ```tsx blocks as written, and
 * ```tsx live blocks as the live editor runs them (React and the UI components in scope, imported
 * here by name, so a component a release lacks is an error for that release). A block whose meta
 * says which releases it is for (`since=1.9.11`, `until=1.9.10`) is checked against those only; an
 * undeclared failure names the page, the line, the release and the compiler's message.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as React from 'react';
import {codeBlocks, isLiveMeta} from '../src/lib/codeBlocks';
import {isPartial} from '../src/lib/reference/api/validateExample';
import {ROOT, readContent} from './contentFiles';
import {claims, exampleReleases, type ExampleReleases} from '../src/lib/reference/exampleReleases';
import {coveredVersions, compareVersions, type Covered} from '../src/lib/reference/covered';
import {STORE_CODE_OPTIONS} from '../src/lib/reference/typeCompat';

const CHECKED = new Set(['ts', 'tsx', 'typescript']);
const MUST_RESOLVE = /^(@faststore\/|react$|react\/|react-dom)/;

export interface Sample {
  page: string;
  /** Line of the opening fence in the page's file. */
  line: number;
  file: string;
  code: string;
  range: ExampleReleases;
}

/** One combination to check against: a release number and the ui and sdk installed for it. */
export interface CheckedRelease {
  version: string;
  ui: {version: string; dir: string};
  sdk: {version: string; dir: string};
}

/** Every covered release number; each package at that release, or its newest covered one before it. */
export function checkedReleases(covered: Covered = coveredVersions(ROOT)): CheckedRelease[] {
  const numbers = [...new Set([...covered.ui, ...covered.sdk].map((c) => c.version))].sort(compareVersions);
  const at = (list: Covered['ui'], v: string) =>
    [...list].reverse().find((c) => compareVersions(c.version, v) <= 0) ?? list[0];
  return numbers.map((version) => ({version, ui: at(covered.ui, version), sdk: at(covered.sdk, version)}));
}

const REACT_NAMES = new Set(Object.keys(React).filter((k) => /^[a-zA-Z]/.test(k)));

/** A live block as a module: its scope imported by name, its code as the value it evaluates to. */
export function liveModule(code: string, uiNames: ReadonlySet<string>): string {
  const used = new Set(code.match(/\b[A-Za-z_]\w*\b/g) ?? []);
  const fromUi = [...used].filter((n) => uiNames.has(n)).sort();
  const fromReact = [...used].filter((n) => REACT_NAMES.has(n) && !uiNames.has(n) && n !== 'React').sort();
  return [
    `import * as React from 'react';`,
    fromReact.length ? `import {${fromReact.join(', ')}} from 'react';` : '',
    fromUi.length ? `import {${fromUi.join(', ')}} from '@faststore/ui';` : '',
    `export const example = (`,
    code,
    `);`,
  ].join('\n');
}

/** Every checked sample of the site; the names of live scope come from `uiNames`. */
export function collectSamples(uiNames: ReadonlySet<string>): Sample[] {
  return readContent().flatMap((f) => {
    // Lines before the body (front matter), so that errors point at lines of the file.
    const offset = fs.readFileSync(path.join(ROOT, f.file), 'utf8').split('\n').length - f.body.split('\n').length;
    return codeBlocks(f.body)
      .filter((b) => CHECKED.has(b.lang) && !isPartial(b.meta))
      .map((b, i) => {
        const live = isLiveMeta(b.meta);
        // Every sample is a module of its own, so two samples may declare the same names.
        const code = live
          ? liveModule(b.code, uiNames)
          : /^\s*(import|export)\s/m.test(b.code)
            ? b.code
            : `${b.code}\nexport {};\n`;
        const ext = b.lang === 'tsx' || live ? 'tsx' : 'ts';
        const file = path.join(ROOT, '.samples', f.file.replace(/[^\w]+/g, '_'), `${i}.${ext}`);
        // A live module has three import lines and an opening line before the block's code.
        return {page: f.file, line: b.line + offset - (live ? 4 : 0), file, code, range: exampleReleases(b.meta)};
      });
  });
}

/** The compiler's errors for the samples that claim `release`, by page, each naming the release. */
export function diagnostics(samples: readonly Sample[], release: CheckedRelease): Map<string, string[]> {
  const claimed = samples.filter((s) => claims(s.range, release.version));
  const options: ts.CompilerOptions = {
    ...STORE_CODE_OPTIONS,
    types: ['node'],
    esModuleInterop: true,
    resolveJsonModule: true,
    baseUrl: ROOT,
    // The release under check stands in for the package name the samples import.
    paths: {
      '@faststore/ui': [path.join(release.ui.dir, 'dist', 'index.d.ts')],
      '@faststore/sdk': [path.join(release.sdk.dir, 'dist', 'index.d.ts')],
    },
  };
  const byFile = new Map(claimed.map((s) => [s.file, s]));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.fileExists = (f) => byFile.has(f) || fileExists(f);
  host.readFile = (f) => byFile.get(f)?.code ?? readFile(f);
  host.getSourceFile = (f, language, ...rest) => {
    const sample = byFile.get(f);
    return sample ? ts.createSourceFile(f, sample.code, language, true) : getSourceFile(f, language, ...rest);
  };
  const program = ts.createProgram([...byFile.keys()], options, host);
  const found = new Map<string, string[]>();
  const label = `@faststore/ui ${release.ui.version}, @faststore/sdk ${release.sdk.version}`;
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const sample = d.file && byFile.get(d.file.fileName);
    if (!sample || !d.file) continue;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const unresolved = [2307, 2792, 7016].includes(d.code) && /'([^']+)'/.exec(text);
    if (unresolved && !MUST_RESOLVE.test(unresolved[1])) continue;
    const {line} = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const list = found.get(sample.page) ?? [];
    // The block's fence is at `sample.line`; its first code line is the next one.
    list.push(`line ${sample.line + 1 + line} (${label}): TS${d.code} ${text}`);
    found.set(sample.page, list);
  }
  return found;
}
