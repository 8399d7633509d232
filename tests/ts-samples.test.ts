/**
 * Every TypeScript and TSX sample on the site, live examples included, type-checks, strictly, against
 * every covered release of @faststore/ui and @faststore/sdk it claims (tests/tsSamples.ts) and React.
 * A block is skipped when its meta says `partial` (a deliberately incomplete snippet).
 * A sample may import a package this site does not install (gatsby, a store's own files): those
 * imports are typed `any`. Imports of @faststore/* and react must resolve.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks} from '@faststore-docs/shared/codeBlocks';
import {isPartial} from '@faststore-docs/shared/reference/validateExample';
import {ROOT} from './contentFiles';
import {collectSamples} from './tsSamples';
import {checkedReleases, diagnostics, liveModule, type Sample} from '@faststore-docs/reference/sampleCheck';
import {extractUiReference} from '@faststore-docs/reference/ui/extract';

const releases = checkedReleases();
// Live scope: every component any covered release exports; one a release lacks fails for that release.
const uiNames = new Set(releases.flatMap((r) => Object.keys(extractUiReference(r.ui.dir).components)));
const samples = collectSamples(uiNames);

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
    expect(isPartial(codeBlocks(body)[1].meta)).toBe(true);
  });
});

describe('TypeScript samples type-check against every covered release', () => {
  const found = new Map<string, string[]>();
  for (const release of releases) {
    for (const [page, errors] of diagnostics(samples, release))
      found.set(page, [...(found.get(page) ?? []), ...errors]);
  }
  const pages = [...new Set(samples.map((s) => s.page))];
  it('the site has samples to check, live ones among them', () => {
    expect(samples.length).toBeGreaterThan(10);
    expect(samples.some((s) => s.file.endsWith('.tsx') && s.code.startsWith("import * as React from 'react';"))).toBe(
      true,
    );
  });
  it.each(pages)('%s', (page) => {
    expect(found.get(page) ?? []).toEqual([]);
  });
});

describe('an example that breaks on one covered release', () => {
  const newest = releases[releases.length - 1];
  const older = releases.find((r) => r.sdk.version !== newest.sdk.version)!;
  // useSearch() returns toggleFacet up to sdk 1.9.10 and setState from 1.9.11.
  const code = [
    "import {useSearch} from '@faststore/sdk';",
    'export function Toggle() {',
    '  const {toggleFacet} = useSearch();',
    "  return <button onClick={() => toggleFacet({key: 'brand', value: 'acme'})}>Acme</button>;",
    '}',
  ].join('\n');
  const planted = (meta: string): Sample => {
    const [block] = codeBlocks(['```tsx ' + meta, code, '```'].join('\n'));
    return {
      page: 'docs/planted.mdx',
      line: 1,
      file: path.join(ROOT, '.samples', 'planted', `${meta.replace(/\W+/g, '_') || 'none'}.tsx`),
      code: block.code,
      range: {...(meta.startsWith('until=') ? {until: meta.slice(6)} : {})},
    };
  };

  it('fails without a declaration, naming the page, line, release and message', () => {
    expect(isPartial(codeBlocks('```tsx\nx\n```')[0].meta)).toBe(false);
    const errors = diagnostics([planted('')], newest).get('docs/planted.mdx') ?? [];
    expect(errors.join('\n')).toMatch(
      new RegExp(
        `line 4 \\(@faststore/ui [\\d.]+, @faststore/sdk ${newest.sdk.version.replace(/\./g, '\\.')}\\): TS2339 .*toggleFacet`,
      ),
    );
    expect(diagnostics([planted('')], older).get('docs/planted.mdx') ?? []).toEqual([]);
  });

  it('passes when its meta says the releases it is for', () => {
    const sample = planted(`until=${older.sdk.version}`);
    for (const release of releases) expect(diagnostics([sample], release).get('docs/planted.mdx') ?? []).toEqual([]);
  });

  it('a live example imports only the scope it uses', () => {
    const module = liveModule('<Button onClick={() => setOpen(useState(1))}>x</Button>', new Set(['Button', 'Badge']));
    expect(module).toContain("import {Button} from '@faststore/ui';");
    expect(module).toContain("import {useState} from 'react';");
    expect(module).not.toContain('Badge');
  });
});
