/**
 * The sdk 1.9.10 → 1.9.11 rewrite on code written for 1.9.10: the Next.js starter's search
 * components (type-checked against 1.9.11 once rewritten), then the cases a store's code can take:
 * renamed imports, aliases, a local function with a setter's name, code already on 1.9.11, a second
 * run, a file that does not parse.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {migrations} from '@faststore-docs/reference/data/migrations';
import {diffOf, planUpgrade, REPORT_FILE, REWRITES, UpgradeError, writeUpgrade} from './index';
import {COVERED, diagnosticsOf, ROOT, testStore, upgraded} from './testStore';
import {TODO_MARK} from './sdk-1.9.11';

const STARTER = path.join(ROOT, 'mcp', 'test', 'fixtures', 'nextjs-store');
/** The packages the Next.js starter installs at that commit, as its package.json asks for them. */
const STARTER_DEPENDENCIES = {'@faststore/sdk': '1.9.10', '@faststore/ui': '1.9.10'};

/** A store on sdk and ui 1.9.10 holding `files`, with the starter's code unless `from` is empty. */
const storeWith = (files: Record<string, string>, from = STARTER): string =>
  testStore({sdk: '1.9.10', ui: '1.9.10'}, files, {copy: from || undefined});

/** Type errors of the store's files against sdk 1.9.11's declarations, with the stubs of the starter. */
function typeErrors(dir: string, files: string[]): string[] {
  const diagnostics = diagnosticsOf(dir, files, {
    // As the starter's tsconfig: not strict.
    strict: false,
    baseUrl: dir,
    paths: {
      '@faststore/sdk': [path.join(ROOT, 'node_modules', '@faststore', 'sdk')],
      '@faststore/ui': [path.join(ROOT, 'node_modules', '@faststore', 'ui')],
      '@faststore/api': [path.join(ROOT, 'node_modules', '@faststore', 'api')],
      '@faststore/graphql-utils': ['stubs/graphql-utils.d.ts'],
      '@generated/*': ['stubs/@generated/*'],
      // The stubs first: the starter's own modules they stand for import what the fixture does not install.
      'src/*': ['stubs/src/*', 'src/*'],
    },
  });
  // Only the given files' errors: the rest of the starter's code imports Next.js, which is not installed here.
  const wanted = new Set(files.map((f) => path.join(dir, f)));
  return diagnostics
    .filter((d) => !d.file || wanted.has(path.normalize(d.file.fileName)))
    .map(
      (d) =>
        `${d.file ? path.relative(dir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

const STARTER_FILES = [
  'src/components/search/Sort/Sort.tsx',
  'src/components/search/Filter/Filter.tsx',
  'src/components/search/Filter/useFilter.ts',
];

describe("the Next.js starter's search components", () => {
  test('do not compile against 1.9.11 as written, and do once rewritten, with nothing left by hand', () => {
    const dir = storeWith({});
    expect(typeErrors(dir, STARTER_FILES).join('\n')).toMatch(/setSort/);
    const result = planUpgrade(dir, COVERED);
    writeUpgrade(dir, result);
    expect(typeErrors(dir, STARTER_FILES)).toEqual([]);
    expect(result.files.flatMap((f) => f.todos)).toEqual([]);
    const report = fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8');
    // Each rewritten place is named where the reader finds it in the rewritten file.
    for (const file of ['Sort/Sort.tsx', 'Filter/Filter.tsx']) {
      const named = [...report.matchAll(new RegExp(`src/components/search/${file.replace('.', '\\.')}:(\\d+)`, 'g'))];
      expect(named.length, file).toBeGreaterThan(0);
      const lines = fs.readFileSync(path.join(dir, 'src/components/search', file), 'utf8').split('\n');
      for (const [, line] of named) expect(lines[Number(line) - 1], `${file}:${line}`).toMatch(/setState\(/);
    }
  });

  test('keep what each call did: the sort, the facets set, the facet toggled from the current state', () => {
    const read = upgraded(storeWith({}));
    expect(read(STARTER_FILES[0])).toContain(
      'onChange={(e) => setState({ ...state, sort: keys[e.target.selectedIndex] })}',
    );
    expect(read(STARTER_FILES[1])).toContain('setState({ ...state, selectedFacets: selected })');
    expect(read(STARTER_FILES[1])).toContain(
      'onFacetChange={(facet) => setState({ ...state, selectedFacets: toggleFacet(state.selectedFacets, facet) })}',
    );
    expect(read(STARTER_FILES[1])).toMatch(/^import \{ useSearch, toggleFacet \} from '@faststore\/sdk'$/m);
    // The file that only reads the state is not touched.
    expect(read(STARTER_FILES[2])).toBe(fs.readFileSync(path.join(STARTER, STARTER_FILES[2]), 'utf8'));
  });

  test('on the whole of its src/, both releases are crossed and only the files calling what 1.9.11 removed change', () => {
    const dir = storeWith({});
    const result = planUpgrade(dir, COVERED);
    expect(result.packages.map((p) => `${p.pkg} ${p.from} → ${p.to}`)).toEqual([
      'sdk 1.9.10 → 1.9.11',
      'ui 1.9.10 → 1.9.11',
    ]);
    const changed = result.files.filter((f) => f.after !== f.before).map((f) => path.relative(dir, f.file));
    expect(changed.sort()).toEqual([STARTER_FILES[1], STARTER_FILES[0]].sort());
    expect(result.skipped).toEqual([]);
    expect(result.files.flatMap((f) => f.todos)).toEqual([]);
    // Nothing of the rewrite is left, but the pages' manual steps are: each parseSearchState call.
    expect(result.report).toMatch(/### Left to do by hand \(3\)/);
    for (const at of ['src/pages/[...slug].tsx:37', 'src/pages/[...slug].tsx:48', 'src/pages/s.tsx:23'])
      expect(result.report).toContain(`\`${at}\` \`parseSearchState\` throws on an unknown \`sort\``);
  });

  test('a second run changes nothing', () => {
    const dir = storeWith({});
    upgraded(dir);
    const before = STARTER_FILES.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies: STARTER_DEPENDENCIES}));
    const again = planUpgrade(dir, COVERED);
    expect(again.files.filter((f) => f.after !== f.before)).toEqual([]);
    expect(STARTER_FILES.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))).toEqual(before);
  });
});

const only = (files: Record<string, string>) => storeWith(files, '');

describe('which calls are FastStore’s', () => {
  test('a renamed import, an alias of the hook, a namespace import and the object kept whole are followed', () => {
    const read = upgraded(
      only({
        'src/a.tsx': `import {useSearch as useS} from '@faststore/sdk';
import * as sdk from '@faststore/sdk';

const useStoreSearch = useS;

export function A() {
  const search = useStoreSearch();
  const other = sdk.useSearch();
  // keeps the comment
  return <button onClick={() => { search.setPage(2); other.setTerm('shoes'); }}>go</button>;
}
`,
      }),
    );
    const a = read('src/a.tsx');
    expect(a).toContain('search.setState({...search.state, page: 2})');
    expect(a).toContain("other.setState({...other.state, term: 'shoes'})");
    expect(a).toContain('// keeps the comment');
  });

  test('the hook re-exported by a module of the store, and a setter renamed in the destructuring, are followed', () => {
    const read = upgraded(
      only({
        'src/sdk/search.ts': "export {useSearch as useStoreSearch} from '@faststore/sdk';\n",
        'src/h.tsx': `import {useStoreSearch} from './sdk/search';

export function H({facet}: {facet: {key: string; value: string}}) {
  const {removeFacet: drop} = useStoreSearch();
  return <button onClick={() => drop(facet)}>x</button>;
}
`,
      }),
    );
    const h = read('src/h.tsx');
    expect(h).toMatch(
      /^import \{removeFacet\} from '@faststore\/sdk';\nimport \{useStoreSearch\} from '.\/sdk\/search';/,
    );
    expect(h).toContain('const {state, setState} = useStoreSearch();');
    expect(h).toContain(
      'onClick={() => setState({...state, selectedFacets: removeFacet(state.selectedFacets, facet)})}',
    );
    expect(read('src/sdk/search.ts')).toBe("export {useSearch as useStoreSearch} from '@faststore/sdk';\n");
  });

  test('a local function named like a setter is left alone', () => {
    const source = `import {useSearch} from '@faststore/sdk';

function setSort(x: string) {
  return x;
}

export function B() {
  const {state} = useSearch();
  return <p>{setSort(state.sort)}</p>;
}
`;
    const dir = only({'src/b.tsx': source});
    expect(upgraded(dir)('src/b.tsx')).toBe(source);
  });

  test('a setter shadowed by a parameter of the same name is left alone', () => {
    const dir = only({
      'src/c.tsx': `import {useSearch} from '@faststore/sdk';

export function C() {
  const {setPage} = useSearch();
  const go = (setPage: (n: number) => void) => setPage(1);
  return <button onClick={() => setPage(3)}>{String(go)}</button>;
}
`,
    });
    const c = upgraded(dir)('src/c.tsx');
    expect(c).toContain('const go = (setPage: (n: number) => void) => setPage(1);');
    expect(c).toContain('onClick={() => setState({...state, page: 3})}');
  });

  test('code already on 1.9.11 is unchanged, and a useSearch from elsewhere is not FastStore’s', () => {
    const source = `import {setFacet, useSearch} from '@faststore/sdk';
import {useSearch as useOther} from './search';

export function D() {
  const {state, setState} = useSearch();
  const {setSort} = useOther();
  setSort('x');
  return <button onClick={() => setState({...state, selectedFacets: setFacet(state.selectedFacets, {key: 'c', value: 'v'})})} />;
}
`;
    const dir = only({
      'src/d.tsx': source,
      'src/search.ts': 'export const useSearch = () => ({setSort: (x: string) => x});\n',
    });
    const result = planUpgrade(dir, COVERED);
    expect(result.files).toEqual([]);
  });
});

describe('what the rewrite leaves by hand', () => {
  test('a sort the checker cannot prove is one of the eight, and a setter in a dependency list, get a TODO and stay', () => {
    const dir = only({
      'src/e.ts': `import {useSearch} from '@faststore/sdk';
import {useCallback} from 'react';

export function useE(value: string) {
  const {setSort, toggleFacet} = useSearch();
  const pick = useCallback(() => toggleFacet({key: 'k', value}), [toggleFacet]);
  setSort(value);
  return pick;
}
`,
    });
    const result = planUpgrade(dir, COVERED);
    writeUpgrade(dir, result);
    const e = fs.readFileSync(path.join(dir, 'src/e.ts'), 'utf8');
    expect(e).toMatch(new RegExp(`// ${TODO_MARK.replace(/[()]/g, '\\$&')}: .*isSearchSort.*\\n  setSort\\(value\\);`));
    expect(e).toContain('/reference/upgrade/sdk/1.9.10-to-1.9.11');
    // toggleFacet stays bound because one use of it cannot be rewritten.
    expect(e).toMatch(/const \{setSort, toggleFacet, state, setState\} = useSearch\(\);/);
    const report = fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8');
    expect(report).toContain('`src/e.ts:9`');
    expect(report).toContain('`src/e.ts:7`');
    // Marked once: a second run adds no second TODO.
    expect(upgraded(dir)('src/e.ts')).toBe(e);
  });

  test('a file that does not parse is skipped and reported; the others are still rewritten', () => {
    const broken = `import {useSearch} from '@faststore/sdk';\nexport const F = () => { const {setPage} = useSearch(); setPage(1\n`;
    const dir = only({
      'src/broken.ts': broken,
      'src/ok.js': `import {useSearch} from '@faststore/sdk';\nexport function useG() {\n  const {setTerm} = useSearch();\n  return () => setTerm(null);\n}\n`,
    });
    const result = planUpgrade(dir, COVERED);
    writeUpgrade(dir, result);
    expect(fs.readFileSync(path.join(dir, 'src/broken.ts'), 'utf8')).toBe(broken);
    expect(fs.readFileSync(path.join(dir, 'src/ok.js'), 'utf8')).toContain(
      'return () => setState({...state, term: null});',
    );
    expect(fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8')).toMatch(/`src\/broken\.ts` does not parse/);
    expect(fs.readdirSync(path.join(dir, 'src')).sort()).toEqual(['broken.ts', 'ok.js']);
  });

  test('--dry-run’s diff names each file and writes nothing', () => {
    const dir = storeWith({});
    const result = planUpgrade(dir, COVERED);
    const diff = diffOf(dir, result);
    expect(diff).toContain('--- a/src/components/search/Sort/Sort.tsx\n+++ b/src/components/search/Sort/Sort.tsx\n@@ ');
    expect(diff).toContain('-      onChange={(e) => setSort(keys[e.target.selectedIndex])}');
    expect(fs.existsSync(path.join(dir, REPORT_FILE))).toBe(false);
  });

  test('--dry-run’s diff, applied by git, makes what the upgrade writes: byte order mark, CRLF, no last line break', () => {
    const file = 'src/ok.js';
    const dir = only({
      [file]:
        "\ufeffimport {useSearch} from '@faststore/sdk';\r\nexport function useG() {\r\n" +
        '  const {setTerm} = useSearch();\r\n  return () => setTerm(null);\r\n}',
    });
    const result = planUpgrade(dir, COVERED);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-upgrade-preview-'));
    fs.cpSync(dir, copy, {recursive: true});
    fs.writeFileSync(path.join(copy, 'change.diff'), diffOf(dir, result));
    execFileSync('git', ['apply', 'change.diff'], {cwd: copy, stdio: 'pipe'});
    writeUpgrade(dir, result);
    expect(fs.readFileSync(path.join(copy, file), 'utf8')).toBe(fs.readFileSync(path.join(dir, file), 'utf8'));
    expect(fs.readFileSync(path.join(dir, file), 'utf8')).toContain('setState');
  });
});

describe('errors', () => {
  test('a folder that is not a store, and a release that is not covered, are refused', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-upgrade-'));
    expect(() => planUpgrade(empty, COVERED)).toThrow(UpgradeError);
    expect(() => planUpgrade(empty, COVERED)).toThrow(/not a store/);
    expect(() => planUpgrade(only({}), COVERED, {to: '1.9.12'})).toThrow(/not a covered release/);
  });
});

describe('the upgrade pages', () => {
  test('say "automatic rewrite" for exactly the changes a step of the command rewrites', () => {
    const marked = Object.entries(migrations).flatMap(([pkg, byPair]) =>
      Object.entries(byPair ?? {}).flatMap(([pair, byKey]) =>
        Object.entries(byKey).flatMap(([key, m]) => (m.kind === 'rewrite' ? [`${pkg} ${pair} ${key}`] : [])),
      ),
    );
    const rewritten = REWRITES.flatMap((r) => r.rewrites.map((key) => `${r.pkg} ${r.from}..${r.to} ${key}`));
    expect(marked.sort()).toEqual(rewritten.sort());
  });
});
