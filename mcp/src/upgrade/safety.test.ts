/**
 * What the upgrade keeps of a store's files and code: a file's mode, byte order mark and line
 * endings, links (written through, never replaced), comments in a rewritten destructuring, the
 * search state where a closer `state` hides it, a bound the checker cannot type, and the report of
 * earlier runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {planUpgrade, REPORT_FILE, writeUpgrade} from './index';
import {COVERED, testStore, upgraded} from './testStore';
import {TODO_MARK} from './sdk-1.9.11';

const SORT_BUTTON = `import {useSearch} from '@faststore/sdk';

export function SortButton() {
  const {setSort} = useSearch();
  return <button onClick={() => setSort('price_asc')}>Cheapest</button>;
}
`;
const sdkStore = (files: Record<string, string>) => testStore({sdk: '1.9.10'}, files);

describe("a file's form", () => {
  test('an executable file keeps its mode, a BOM stays, CRLF lines stay CRLF, added lines included', () => {
    const crlf = `import {useSearch} from '@faststore/sdk';\r\n\r\nexport function F(v: string) {\r\n  const {setSort} = useSearch();\r\n  return () => setSort(v);\r\n}\r\n`;
    const dir = sdkStore({'src/a.tsx': `\ufeff${SORT_BUTTON}`, 'src/b.ts': crlf});
    fs.chmodSync(path.join(dir, 'src/a.tsx'), 0o755);
    const read = upgraded(dir);
    const a = read('src/a.tsx');
    expect(a.startsWith('\ufeffimport {useSearch}')).toBe(true);
    expect(a).toContain("setState({...state, sort: 'price_asc'})");
    expect(fs.statSync(path.join(dir, 'src/a.tsx')).mode & 0o777).toBe(0o755);
    const b = read('src/b.ts');
    // The TODO line the rewrite adds ends as the file's lines do: no bare LF anywhere.
    expect(b).toContain(TODO_MARK);
    expect(b.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('links', () => {
  test('a linked file is written through its link, which stays a link; a linked folder is followed and said', () => {
    const dir = sdkStore({
      'shared/Sort.tsx': SORT_BUTTON,
      'shared/parts/Page.tsx': SORT_BUTTON.replace(/Sort/g, 'Page'),
    });
    fs.mkdirSync(path.join(dir, 'src'));
    fs.symlinkSync('../shared/Sort.tsx', path.join(dir, 'src/Sort.tsx'));
    fs.symlinkSync('../shared/parts', path.join(dir, 'src/parts'));
    const result = planUpgrade(dir, COVERED);
    writeUpgrade(dir, result);
    expect(fs.lstatSync(path.join(dir, 'src/Sort.tsx')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'shared/Sort.tsx'), 'utf8')).toContain('setState(');
    expect(fs.lstatSync(path.join(dir, 'src/parts')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'shared/parts/Page.tsx'), 'utf8')).toContain('setState(');
    // The folder was read where it is; the link to it is said all the same.
    expect(result.notes).toEqual(['`src/parts/` links to `shared/parts/`, read there.']);
  });

  test('a dangling link and a link out of the store are skipped with a note; the rest is rewritten', () => {
    const dir = sdkStore({'src/Sort.tsx': SORT_BUTTON});
    const outside = testStore({}, {'Elsewhere.tsx': SORT_BUTTON});
    fs.symlinkSync('./Missing.tsx', path.join(dir, 'src/Gone.tsx'));
    fs.symlinkSync(path.join(outside, 'Elsewhere.tsx'), path.join(dir, 'src/Elsewhere.tsx'));
    const result = planUpgrade(dir, COVERED);
    writeUpgrade(dir, result);
    expect(result.notes).toEqual([
      expect.stringMatching(/^`src\/Elsewhere\.tsx` links to .*outside the store; skipped/),
      '`src/Gone.tsx` is a link to nothing (./Missing.tsx); skipped.',
    ]);
    expect(fs.readFileSync(path.join(dir, 'src/Sort.tsx'), 'utf8')).toContain('setState(');
    expect(fs.readFileSync(path.join(outside, 'Elsewhere.tsx'), 'utf8')).toBe(SORT_BUTTON);
    expect(fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8')).toContain('`src/Gone.tsx` is a link to nothing');
  });
});

describe('the destructuring the rewrite edits', () => {
  test('keeps its comments and its other elements with theirs', () => {
    const source = `import {useSearch} from '@faststore/sdk';

export function Pager() {
  const {
    // the page the shopper is on
    state: {page},
    /* goes to a page */ setPage,
    setTerm, // clears the search
    // what the shopper typed
  } = useSearch();
  return <button onClick={() => { setPage(page + 1); setTerm(null); }}>next</button>;
}
`;
    const out = upgraded(sdkStore({'src/Pager.tsx': source}))('src/Pager.tsx');
    for (const comment of [
      '// the page the shopper is on',
      '/* goes to a page */',
      '// clears the search',
      '// what the shopper typed',
    ])
      expect(out).toContain(comment);
    expect(out).toContain('state: {page},');
    expect(out).toContain('setState({...state, page: page + 1}); setState({...state, term: null});');
    expect(out).not.toMatch(/\bsetPage\b|\bsetTerm\b/);
  });
});

describe('names resolved where the setter is called', () => {
  test('a state declared in a nested function is not spread into setState: the call is left with a TODO', () => {
    const source = `import {useSearch} from '@faststore/sdk';

export function Search() {
  const {state, setPage} = useSearch();
  function next() {
    const state = {page: 1};
    setPage(state.page + 1);
  }
  return <button onClick={next} title={String(state.page)}>next</button>;
}
`;
    const dir = sdkStore({'src/Search.jsx': source.replace(': string', '')});
    const result = planUpgrade(dir, COVERED);
    const [file] = result.files;
    expect(file.after).not.toContain('setState({...state, page');
    expect(file.todos).toEqual([
      expect.objectContaining({line: 8, what: expect.stringMatching(/`state` here is not/)}),
    ]);
    expect(result.report).toContain('`src/Search.jsx:8`');
    expect(result.leftByHand).toBeGreaterThan(0);
  });

  test('a setState declared in a block: the added binding takes another name, so neither hides the other', () => {
    const source = `import {useSearch} from '@faststore/sdk';

export function Search() {
  const {setPage} = useSearch();
  if (Math.random() > 2) {
    const setState = (n) => n;
    setPage(setState(2));
  }
  return null;
}
`;
    const [file] = planUpgrade(sdkStore({'src/S.jsx': source}), COVERED).files;
    expect(file.todos).toEqual([]);
    expect(file.after).toContain('const {state, setState: setSearchState} = useSearch();');
    expect(file.after).toContain('    setSearchState({...state, page: setState(2)});');
  });
});

describe('a Slider bound the checker cannot type', () => {
  test('is flagged with a TODO, not rewritten and not passed over', () => {
    const source = `import {Slider} from '@faststore/ui';

export function Price(props) {
  return <Slider min={props.min} max={500} />;
}
`;
    const dir = testStore({ui: '1.9.10'}, {'src/Price.jsx': source});
    const [file] = planUpgrade(dir, COVERED).files;
    expect(file.after).toContain('min={props.min}');
    expect(file.after).toContain('max={{absolute: 500, selected: 500}}');
    expect(file.todos).toEqual([
      expect.objectContaining({what: expect.stringMatching(/`min` of `Slider` has no type/)}),
    ]);
  });
});

describe('the report', () => {
  test('is appended to, a dated section per run, and names all three packages', () => {
    const dir = testStore({sdk: '1.9.10', ui: '1.9.10'}, {'src/Sort.tsx': SORT_BUTTON});
    fs.writeFileSync(path.join(dir, REPORT_FILE), '# Notes the team keeps\n\nDo not delete.\n');
    writeUpgrade(dir, planUpgrade(dir, COVERED));
    writeUpgrade(dir, planUpgrade(dir, COVERED));
    const report = fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8');
    expect(report.startsWith('# Notes the team keeps\n\nDo not delete.\n')).toBe(true);
    expect(report.match(/^## \d{4}-\d\d-\d\d \d\d:\d\d UTC: @faststore\/sdk 1\.9\.10 → 1\.9\.11/gm)).toHaveLength(2);
    expect(report).toContain('- @faststore/api: not a dependency of this store; nothing to do for it.');
    expect(report).toMatch(/TypeScript’s standard library was available to the checker/);
    expect(report).toMatch(/The page stays where 1\.9\.10 left it/);
  });

  test('lists a parseSearchState call and a query on StoreFacet by file:line, never "Nothing"', () => {
    const dir = testStore(
      {sdk: '1.9.10'},
      {
        'src/url.ts':
          "import {parseSearchState} from '@faststore/sdk';\n\nexport const of = (u: URL) => parseSearchState(u);\n",
        'src/facets.graphql':
          'fragment Facets on StoreFacet {\n  key\n  values {\n    ...V\n  }\n}\n\nfragment V on StoreFacetValue {\n  label\n}\n',
      },
    );
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({dependencies: {'@faststore/sdk': '1.9.10', '@faststore/api': '1.9.9'}}),
    );
    const result = planUpgrade(dir, COVERED);
    expect(result.report).not.toMatch(/Left to do by hand \(0\)/);
    expect(result.report).toContain('`src/url.ts:3` `parseSearchState` throws on an unknown `sort`');
    expect(result.report).toContain('`src/facets.graphql:1` `StoreFacet` is a union');
    expect(result.report).toContain('`src/facets.graphql:8` `StoreFacetValue` is `StoreFacetValueBoolean`');
    expect(result.report).toContain('@faststore/api 1.9.9 (package.json) → 1.9.11');
    expect(result.leftByHand).toBe(3);
  });
});
