/**
 * Stores as their developers write them, where an earlier rewrite went wrong: a rest element beside
 * the setters, the report's lines after the rewrite moved them, an API release between two covered
 * ones, and a store of another FastStore line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {planUpgrade, REPORT_FILE, UpgradeError, writeUpgrade} from './index';
import {COVERED, testStore} from './testStore';
import {TODO_MARK} from './sdk-1.9.11';

describe('the rewrite leaves a TODO rather than break code', () => {
  test('a rest element beside the setters keeps state and setState: the setters are marked, not rewritten', () => {
    const dir = testStore(
      {sdk: '1.9.10'},
      {
        'src/Sort.tsx': `import {useSearch} from '@faststore/sdk';

export function Sort() {
  const {setSort, ...others} = useSearch();
  return <button onClick={() => setSort('price_asc')}>{others.state.term}</button>;
}
`,
      },
    );
    const [file] = planUpgrade(dir, COVERED).files;
    expect(file.after).toContain('const {setSort, ...others} = useSearch();');
    expect(file.todos.map((t) => t.what).join('\n')).toContain('others.setState');
    expect(file.after).toContain(TODO_MARK);
    // The report's line is the setter's line in the rewritten file, below the TODO.
    expect(file.after.split('\n')[file.todos[0].line - 1]).toContain('setSort');
  });
});

describe('a cast is not a proof', () => {
  test("a sort cast to SearchState['sort'] is left with a TODO; a literal cast as const is rewritten", () => {
    const dir = testStore(
      {sdk: '1.9.10'},
      {
        'src/Sort.tsx': `import {useSearch, type SearchState} from '@faststore/sdk';

export function Sort({value}: {value: string}) {
  const {setSort} = useSearch();
  return (
    <>
      <button onClick={() => setSort(value as SearchState['sort'])}>Chosen</button>
      <button onClick={() => setSort('price_desc' as const)}>Cheapest last</button>
    </>
  );
}
`,
      },
    );
    const [file] = planUpgrade(dir, COVERED).files;
    const lines = file.after.split('\n');
    const chosen = lines.findIndex((l) => l.includes('Chosen'));
    expect(lines[chosen]).toContain('setSort(value as SearchState');
    expect(file.after).toContain(TODO_MARK);
    expect(file.todos.map((t) => t.line)).toContain(chosen + 1);
    expect(file.after).not.toContain("setSort('price_desc' as const)");
  });
});

describe('the report', () => {
  test("names the manual steps' lines in the files as the run leaves them", () => {
    // A sort the checker cannot prove gets a TODO line above it, which moves every line below.
    const source = `import {parseSearchState, useSearch} from '@faststore/sdk';

export function Page({value}: {value: string}) {
  const {setSort} = useSearch();
  const choose = () => setSort(value);
  const parsed = parseSearchState(new URL(window.location.href));
  return <button onClick={choose}>{parsed.term}</button>;
}
`;
    const dir = testStore({sdk: '1.9.10'}, {'src/Page.tsx': source});
    writeUpgrade(dir, planUpgrade(dir, COVERED));
    const after = fs.readFileSync(path.join(dir, 'src/Page.tsx'), 'utf8').split('\n');
    const report = fs.readFileSync(path.join(dir, REPORT_FILE), 'utf8');
    const line = Number(/src\/Page\.tsx:(\d+)` `parseSearchState`/.exec(report)?.[1]);
    expect(after[line - 1]).toContain('parseSearchState(');
  });

  test("lists an API query's StoreFacet for an api release between two covered ones", () => {
    const dir = testStore(
      {sdk: '1.9.10'},
      {'src/fragments/Facets.graphql': 'fragment Filter_facets on StoreFacet {\n  key\n  label\n}\n'},
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    manifest.dependencies['@faststore/api'] = '1.9.10';
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    const result = planUpgrade(dir, COVERED);
    const uses = result.manual.filter((m) => m.pkg === 'api').flatMap((m) => m.uses ?? []);
    expect(uses.map((u) => `${u.file}:${u.line}`)).toContain(path.join(dir, 'src/fragments/Facets.graphql') + ':1');
  });
});

describe('another FastStore line', () => {
  test.each(['1.7.3', '2.2.0'])('a store on %s is refused, naming the line the command covers', (version) => {
    const dir = testStore({}, {'src/a.tsx': 'export {};\n'});
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies: {'@faststore/sdk': version}}));
    expect(() => planUpgrade(dir, COVERED)).toThrow(UpgradeError);
    expect(() => planUpgrade(dir, COVERED)).toThrow(/covers 1\.9 releases only/);
  });
});
