/**
 * Type-checks TypeScript samples against a covered release of `@faststore/ui` and `@faststore/sdk`:
 * ```ts and ```tsx blocks as written, and live ```tsx blocks as the live editor runs them (React and
 * the UI components in scope, imported by name, so a component a release lacks is an error for that
 * release). Shared by the site's sample test (tests/ts-samples.test.ts, which collects every page's
 * samples) and the coding-agent benchmark (mcp/test/agentBench.ts, which checks an agent's answer).
 */
import path from 'node:path';
import ts from 'typescript';
import * as React from 'react';
import {claims, type ExampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {coveredVersions, compareVersions, type Covered} from './covered';
import {STORE_CODE_OPTIONS} from './typeCompat';

const ROOT = path.join(__dirname, '..', '..', '..');
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
