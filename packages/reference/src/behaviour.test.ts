/**
 * Behaviour changes are found in the compiled code, whatever the build that produced it, and each one
 * needs a verdict. Three releases of a tiny package: the first one bundle written as Babel writes it,
 * the second the same source as tsc writes it (one module per file), the third with a function that
 * now throws.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {behaviourByPair, behaviourChanges, codeChanges, verdictProblems, type InstalledReleases} from './behaviour';
import {behaviourVerdictsSchema} from './data/schemas';

const BUNDLED = {
  'package.json': JSON.stringify({name: 'tiny', version: '1.0.0', module: 'dist/tiny.esm.js', sideEffects: false}),
  'dist/tiny.esm.js': `import React, { createContext, useContext as useContext$1 } from 'react';

const Context = /*#__PURE__*/createContext(undefined);
Context.displayName = 'TinyContext';

const parse = params => {
  var _params$get, _params$get$spl, _params$get2;

  const sort = (_params$get = params.get('sort')) != null ? _params$get : 'asc';
  const tags = (_params$get$spl = (_params$get2 = params.get('tags')) == null ? void 0 : _params$get2.split(',')) != null ? _params$get$spl : [];
  return {
    sort,
    tags
  };
};

const Label = ({
  text,
  ...rest
}) => {
  let tag = 'span';

  switch (useContext$1(Context)) {
    case 'strong':
      tag = 'strong';
      break;

    case 'quiet':
      tag = 'small';
      break;
  }

  return React.createElement(tag, Object.assign({}, rest), text);
};

export { Label, parse as parseState };
`,
};

const label = `import React, { useContext as useReactContext } from 'react';
import { Context } from './context';
const Label = ({ text, ...rest }) => {
    let tag = 'span';
    switch (useReactContext(Context)) {
        case 'strong':
            tag = 'strong';
            break;
        case 'quiet':
            tag = 'small';
            break;
        default:
    }
    return React.createElement(tag, { ...rest }, text);
};
export default Label;
`;

const MODULES = {
  'package.json': JSON.stringify({name: 'tiny', version: '1.0.1', module: 'dist/index.js', sideEffects: false}),
  'dist/index.js': `export { parse as parseState } from './parse';\nexport { default as Label } from './Label';\n`,
  'dist/context.js': `import { createContext } from 'react';\nexport const Context = createContext(undefined);\nContext.displayName = 'TinyContext';\n`,
  'dist/Label.js': label,
  'dist/parse.js': `export const parse = (params) => {
    const sort = params.get('sort') ?? 'asc';
    const tags = params.get('tags')?.split(',') ?? [];
    return { sort, tags };
};
`,
};

const THROWING = {
  ...MODULES,
  'package.json': JSON.stringify({name: 'tiny', version: '1.0.2', module: 'dist/index.js', sideEffects: false}),
  'dist/parse.js': `const sorts = new Set(['asc', 'desc']);
export const parse = (params) => {
    const sort = params.get('sort') ?? 'asc';
    if (!sorts.has(sort)) {
        throw new Error(\`Unknown sort \${sort}\`);
    }
    const tags = params.get('tags')?.split(',') ?? [];
    return { sort, tags };
};
`,
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'behaviour-'));
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

function install(version: string, files: Record<string, string>): {version: string; dir: string} {
  const dir = path.join(root, version);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return {version, dir};
}

const releases: InstalledReleases = {
  ui: [],
  sdk: [install('1.0.0', BUNDLED), install('1.0.1', MODULES), install('1.0.2', THROWING)],
  api: [],
};

const note = {
  verdict: 'behaviour',
  breaking: true,
  note: 'Throws for a sort it does not know, where the release before returned a state with that sort.',
} as const;

describe('the compiled code of an export', () => {
  it('is the same when only the build changed: bundling, formatting, names and transpilation', async () => {
    const changes = await codeChanges({...releases, sdk: releases.sdk.slice(0, 2)});
    expect(changes).toEqual([]);
  });

  it('differs when what it runs changed, and only for the exports that run it', async () => {
    const changes = await codeChanges({...releases, sdk: releases.sdk.slice(1)});
    expect(changes).toEqual([{package: 'sdk', name: 'parseState', from: '1.0.1', to: '1.0.2'}]);
  });
});

describe('verdicts', () => {
  it('a changed export with no verdict is a problem naming the package, export, release pair and file', async () => {
    const problems = verdictProblems(await codeChanges(releases), {}, releases);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('@faststore/sdk parseState, 1.0.1 → 1.0.2');
    expect(problems[0]).toContain('packages/reference/src/data/behaviour.ts');
    expect(problems[0]).toContain("sdk['1.0.1..1.0.2'].parseState");
  });

  it('a verdict for an export whose code did not change is stale', async () => {
    const verdicts = {sdk: {'1.0.1..1.0.2': {parseState: note, Label: note}}};
    const problems = verdictProblems(await codeChanges(releases), verdicts, releases);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/@faststore\/sdk Label, 1\.0\.1 → 1\.0\.2: .* is the same in both releases/);
  });

  it('a verdict for releases that are not consecutive covered releases is stale', async () => {
    const verdicts = {sdk: {'1.0.1..1.0.2': {parseState: note}, '1.0.0..1.0.2': {parseState: note}}};
    const problems = verdictProblems(await codeChanges(releases), verdicts, releases);
    expect(problems).toEqual([expect.stringContaining("sdk['1.0.0..1.0.2']: not two consecutive covered releases")]);
  });

  it('a verdict that is not one of the two kinds, or a note too short to act on, names its place', async () => {
    const problems = verdictProblems(
      await codeChanges(releases),
      {sdk: {'1.0.1..1.0.2': {parseState: {verdict: 'behaviour', breaking: true, note: 'Throws.'}}}},
      releases,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^packages\/reference\/src\/data\/behaviour\.ts: sdk\['1\.0\.1\.\.1\.0\.2'\]\.parseState\.note: /,
      ),
    ]);
  });

  it('with every change read, the notes are grouped by release pair and listed as behaviour changes', async () => {
    const verdicts = {sdk: {'1.0.1..1.0.2': {parseState: note}}};
    expect(verdictProblems(await codeChanges(releases), verdicts, releases)).toEqual([]);
    const byPair = behaviourByPair(behaviourVerdictsSchema.parse(verdicts), releases);
    expect(byPair.map((p) => [p.from, p.to, p.notes.map((n) => n.name)])).toEqual([
      ['1.0.0', '1.0.1', []],
      ['1.0.1', '1.0.2', ['parseState']],
    ]);
    expect(behaviourChanges(byPair)).toEqual([
      expect.objectContaining({kind: 'behaviour', breaking: true, entry: 'parseState', from: '1.0.1', to: '1.0.2'}),
    ]);
  });
});
