/**
 * The reference is true for every covered release: what is covered comes from the installed packages,
 * changes are found by comparing releases, every entry that differs carries the mark of its release,
 * and pages that show versioned data let the reader pick a release.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSchema} from 'graphql';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {ROOT} from './contentFiles';
import {extractUiReference} from '@faststore-docs/reference/ui/extract';
import {extractSdkReference} from '@faststore-docs/reference/sdk/extract';
import {diffApi, diffSdk, diffUi, sortChanges} from '@faststore-docs/reference/diff';
import type {Change} from '@faststore-docs/shared/reference/changes';
import {markOf} from '@faststore-docs/shared/reference/marks';
import {mergeVariants} from '@faststore-docs/reference/merge';
import {coveredVersions, defaultVersions, starterVersions} from '@faststore-docs/reference/covered';
import {claims, exampleReleases, rangeNote} from '@faststore-docs/shared/reference/exampleReleases';
import {interactionFacts} from '@faststore-docs/shared/reference/data';
import {pickerProblems, checkPickers} from '../src/plugins/reference-versions/pickers';
import {referenceChanges} from '@faststore-docs/reference/write';
import {apiReleases, covered, sdkReleases, uiReleases} from '@faststore-docs/reference/releases';
import {checkedBehaviour} from '@faststore-docs/reference/behaviour';
import {behaviourVerdicts} from '@faststore-docs/reference/data/behaviour';
import {mergeApi, mergeSdk, mergeUi} from '@faststore-docs/reference/merge';
import {unifySdk, unifyUi} from '@faststore-docs/reference/sameTypes';
import {buildReferenceData} from '@faststore-docs/shared/reference/apiReferenceData';
import {visibilityRules} from '@faststore-docs/shared/reference/attributes';
import remarkValidateGraphQL from '@faststore-docs/remark/validateGraphQL';

const FIXTURES = path.join(ROOT, 'tests/fixtures/reference-versions');
/** A fixture release read by `extract`, with the directory it was read from. */
const fixture = <T extends {version: string}>(extract: (dir: string) => T, name: string) => {
  const data = extract(path.join(FIXTURES, name));
  return {version: data.version, dir: path.join(FIXTURES, name), data};
};
const brief = (changes: Change[]) => changes.map((c) => [c.kind, c.breaking, c.entry, c.message]);

describe('changes between two releases', () => {
  it('of UI declarations: removed and added exports and props, retyped and newly required props', () => {
    const [a, b] = ['ui-a', 'ui-b'].map((name) => fixture(extractUiReference, name).data);
    expect(brief(sortChanges(diffUi(a, b)))).toEqual([
      ['removed', true, 'Legacy', '`Legacy` is no longer exported.'],
      ['removed', true, 'Range.label', '`Range` no longer has the prop `label` (`string`).'],
      ['changed', true, 'Range.min', 'The prop `min` of `Range` changed type from `number` to `Bound`.'],
      ['added', true, 'Range.name', '`Range` gained the required prop `name` (`string`).'],
      ['added', false, 'Chip', '`Chip` is a new export.'],
      ['added', false, 'Range.onEnd', '`Range` gained the prop `onEnd` (`(value: number) => void`).'],
    ]);
  });

  it('of styling hooks: one a component no longer renders breaks a stylesheet, a new one does not', () => {
    const a = fixture(extractUiReference, 'ui-a').data;
    const b = structuredClone(a);
    a.components.Badge.dataAttributes = [{name: 'data-store-badge'}, {name: 'data-variant'}];
    b.components.Badge.dataAttributes = [{name: 'data-store-badge'}, {name: 'data-tone'}];
    expect(brief(sortChanges(diffUi(a, b)))).toEqual([
      ['removed', true, 'Badge [data-variant]', '`Badge` no longer renders the styling hook `data-variant`.'],
      ['added', false, 'Badge [data-tone]', '`Badge` renders the new styling hook `data-tone`.'],
    ]);
  });

  it('of SDK declarations: returned members, parameters, exports and declarations', () => {
    const [a, b] = ['sdk-a', 'sdk-b'].map((name) => fixture(extractSdkReference, name).data);
    expect(brief(sortChanges(diffSdk(a, b)))).toEqual([
      [
        'removed',
        true,
        'useSearch().toggleFacet',
        '`useSearch()` no longer has the returned member `toggleFacet` (`(facet: Facet) => void`).',
      ],
      ['added', false, 'formatUrl.page', '`formatUrl` gained the parameter `page` (`number`).'],
      [
        'changed',
        false,
        'SearchContext',
        'The declaration of `SearchContext` changed; its parameters and returned members did not.',
      ],
      ['added', false, 'toggleFacet', '`toggleFacet` (function) is a new export.'],
      [
        'added',
        false,
        'useSearch().setState',
        '`useSearch()` gained the returned member `setState` (`(facets: Facet[]) => void`).',
      ],
    ]);
  });

  it('of GraphQL schemas: kinds, types, fields, arguments and enum values, descriptions apart', async () => {
    const schema = (file: string) => buildSchema(fs.readFileSync(path.join(FIXTURES, file), 'utf8'));
    const changes = sortChanges(
      await diffApi('1.0.0', schema('schema-a.graphql'), '1.0.1', schema('schema-b.graphql')),
    );
    expect(changes.map((c) => [c.kind, c.breaking, c.descriptionOnly, c.entry])).toEqual([
      ['changed', true, false, 'Facet'],
      ['removed', true, false, 'FacetValue'],
      ['changed', true, false, 'SearchResult.total'],
      ['added', false, false, 'BooleanFacet'],
      ['added', false, false, 'Query.search.first'],
      ['added', false, false, 'RangeFacet'],
      ['added', false, false, 'Sort.score_desc'],
      ['changed', false, true, 'Facet'],
    ]);
    expect(changes.every((c) => c.package === 'api' && c.from === '1.0.0' && c.to === '1.0.1')).toBe(true);
  });

  it('a member whose type is written differently but accepts the same values has no change, nor a mark', () => {
    const read = (name: string) => fixture(extractSdkReference, name);
    const {releases, compat} = unifySdk(ROOT, [read('sdk-same-a'), read('sdk-same-b')]);
    const [a, b] = releases;
    const changes = diffSdk(a.data, b.data, (entry) => compat.get(a.version)?.get(entry));
    // A returned member that may now be undefined breaks code reading it; a parameter that accepts
    // more does not break code passing it.
    expect(brief(sortChanges(changes)).map(([kind, breaking, entry]) => [kind, breaking, entry])).toEqual([
      ['changed', true, 'useRange().min'],
      ['added', false, 'Direction'],
      ['changed', false, 'setBound.bound'],
    ]);
    const merged = mergeSdk(releases, b.version);
    expect(merged.exports.useCart.returns?.properties.find((m) => m.name === 'setCart')?.in).toBeUndefined();
    expect(merged.exports.useCart.signatures).toBeUndefined();
    expect(merged.exports.slide.parameters.map((m) => m.in)).toEqual([undefined]);
  });

  it('a prop retyped so that old values no longer fit is breaking once the checker has read both releases', () => {
    const read = (name: string) => fixture(extractUiReference, name);
    const {releases, compat} = unifyUi(ROOT, [read('ui-a'), read('ui-b')]);
    const answer = compat.get(releases[0].version)?.get('Range.min');
    expect(answer).toEqual({oldFitsNew: false, newFitsOld: false});
    const changes = diffUi(releases[0].data, releases[1].data, (entry) => compat.get(releases[0].version)?.get(entry));
    expect(changes.find((c) => c.entry === 'Range.min')?.breaking).toBe(true);
  });

  it('a file whose only difference is its line ends has no change', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-crlf-'));
    fs.cpSync(path.join(FIXTURES, 'sdk-a'), dir, {recursive: true});
    const entry = path.join(dir, 'dist/index.d.ts');
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace(/\n/g, '\r\n'));
    const a = fixture(extractSdkReference, 'sdk-a').data;
    expect(diffSdk(a, {...extractSdkReference(dir), version: a.version})).toEqual([]);
  });
});

describe('merged entries and their marks', () => {
  const versions = ['1.0', '1.1', '1.2'];
  const merged = mergeVariants(
    versions,
    [
      [
        {name: 'min', type: 'number'},
        {name: 'label', type: 'string'},
      ],
      [
        {name: 'min', type: 'number'},
        {name: 'label', type: 'string'},
      ],
      [
        {name: 'min', type: 'Range'},
        {name: 'onEnd', type: 'fn'},
      ],
    ],
    (p) => p.type,
  );

  it('keeps an entry once where it reads the same, once per variant where it differs', () => {
    expect(merged).toEqual([
      {name: 'min', type: 'Range', in: ['1.2']},
      {name: 'min', type: 'number', in: ['1.0', '1.1']},
      {name: 'label', type: 'string', in: ['1.0', '1.1']},
      {name: 'onEnd', type: 'fn', in: ['1.2']},
    ]);
  });

  it('marks a variant by where it starts and ends', () => {
    expect(markOf(['1.2'], versions, ['1.0', '1.1'])).toEqual({text: 'Changed in 1.2', version: '1.2'});
    expect(markOf(['1.0', '1.1'], versions, ['1.2'])).toEqual({text: 'Until 1.1; changed in 1.2', version: '1.2'});
    expect(markOf(['1.2'], versions)).toEqual({text: 'Added in 1.2', version: '1.2'});
    expect(markOf(['1.0', '1.1'], versions)).toEqual({text: 'Removed in 1.2', version: '1.2'});
    expect(markOf(['1.1'], versions)).toEqual({text: 'Added in 1.1, removed in 1.2', version: '1.1'});
    expect(markOf(undefined, versions)).toBeUndefined();
    // Where the parent itself is new, an entry that came with it has no mark of its own.
    expect(markOf(['1.2'], versions, [], ['1.2'])).toBeUndefined();
  });

  it('hides every variant that does not hold for the shown release, and the default when none is picked', () => {
    const rules = visibilityRules('ui', versions, '1.2');
    expect(rules).toContain('html:not([data-reference-ui]) [data-in-ui]:not([data-in-ui~="1.2"]){display:none}');
    for (const v of versions)
      expect(rules).toContain(`html[data-reference-ui="${v}"] [data-in-ui]:not([data-in-ui~="${v}"])`);
  });
});

describe('the covered releases', () => {
  const covered = coveredVersions(ROOT);
  const starters = starterVersions(ROOT);

  it('include every 1.9 release a pinned starter installs, for each package', () => {
    for (const starter of starters) {
      for (const [pkg, version] of Object.entries(starter.versions)) {
        if (!version.startsWith('1.9.')) continue;
        expect(
          covered[pkg as 'ui'].map((c) => c.version),
          `${starter.repository} @faststore/${pkg}`,
        ).toContain(version);
      }
    }
  });

  it('show by default what the tutorials’ starter installs', () => {
    const tutorial = starters.find((s) => s.repository === 'vtex-sites/gatsby.store')!;
    expect(defaultVersions(covered, starters)).toEqual(tutorial.versions);
  });

  it('fail for a starter release that is not installed, naming the command that adds it', () => {
    const starter = {repository: 'acme/store', commit: 'x', versions: {ui: '1.9.99'}, dependencies: []};
    expect(() => defaultVersions(covered, [...starters, starter])).toThrow(
      /acme\/store installs @faststore\/ui@1\.9\.99.*npm run reference:add-version -- ui 1\.9\.99/,
    );
  });

  it('refuse an alias whose name and target disagree', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'covered-'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const alias = Object.keys(pkg.dependencies).find((d: string) => d.startsWith('faststore-ui-'))!;
    pkg.dependencies[alias] = 'npm:@faststore/ui@1.9.11';
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify(pkg));
    expect(() => coveredVersions(site)).toThrow(new RegExp(`"${alias}" must be "npm:@faststore/ui@`));
  });
});

describe('the merged reference of the covered releases', () => {
  const ui = mergeUi(uiReleases(ROOT), '');
  const sdk = mergeSdk(sdkReleases(ROOT), '');
  const api = mergeApi(apiReleases(ROOT).map((r) => ({version: r.version, data: buildReferenceData(r.data)})));

  it('names only covered releases in any variant', () => {
    const names = (value: unknown, versions: string[]) => {
      const found = JSON.stringify(value).match(/"in":\[[^\]]*\]/g) ?? [];
      for (const list of found) for (const v of JSON.parse(list.slice(5)) as string[]) expect(versions).toContain(v);
    };
    names(ui, ui.versions!);
    names(sdk, sdk.versions!);
    names(api, api.versions!);
  });

  it('every variant of a release holds for the data that release really has', () => {
    for (const release of uiReleases(ROOT)) {
      for (const [name, info] of Object.entries(ui.components)) {
        const real = release.data.components[name];
        const shown = info.props
          .filter((p) => !p.in || p.in.includes(release.version))
          .map((p) => `${p.name}:${p.type}`);
        if (!real) continue;
        expect(shown.sort(), `${name} in ${release.version}`).toEqual(
          real.props.map((p) => `${p.name}:${p.type}`).sort(),
        );
      }
    }
  });

  it('the change list holds what each release changed, breaking changes first', async () => {
    // The verdicts in the repository must cover the installed releases, as the build requires.
    const behaviour = await checkedBehaviour(covered(ROOT), behaviourVerdicts);
    // The interaction facts as committed (recording them needs a browser; reference:check compares them).
    const changes = await referenceChanges(ROOT, behaviour, Object.values(interactionFacts()));
    const ranks = changes.map((c) => (c.breaking ? 0 : c.descriptionOnly ? 2 : 1));
    expect(ranks).toEqual([...ranks].sort());
    // Every removed returned member of a hook is a breaking change with its release.
    for (const [name, info] of Object.entries(sdk.exports)) {
      for (const member of info.returns?.properties ?? []) {
        if (!member.in || member.in.includes(sdk.versions!.at(-1)!)) continue;
        const removedIn = sdk.versions![sdk.versions!.indexOf(member.in.at(-1)!) + 1];
        expect(changes).toContainEqual(
          expect.objectContaining({package: 'sdk', to: removedIn, entry: `${name}().${member.name}`, breaking: true}),
        );
      }
    }
    // Every behaviour note is listed with its release pair, as a change of behaviour of its export.
    for (const note of behaviour.flatMap((p) => p.notes)) {
      expect(changes).toContainEqual(
        expect.objectContaining({
          package: note.package,
          from: note.from,
          to: note.to,
          kind: 'behaviour',
          entry: note.name,
        }),
      );
    }
  });
});

describe('examples written for some releases', () => {
  it('read since= and until= from the meta and say so in a note', () => {
    const range = exampleReleases('title="a.tsx" since=1.9.11');
    expect(range).toEqual({since: '1.9.11'});
    expect(claims(range, '1.9.10')).toBe(false);
    expect(claims(range, '1.9.11')).toBe(true);
    expect(claims(exampleReleases('until=1.9.10'), '1.9.4')).toBe(true);
    expect(rangeNote(range, ['sdk'])).toBe('For @faststore/sdk 1.9.11 and later:');
    expect(rangeNote(exampleReleases('until=1.9.9'), ['api'])).toBe('For @faststore/api 1.9.9 and earlier:');
    expect(rangeNote({}, ['ui'])).toBeUndefined();
  });

  const union = [
    '```graphql',
    'query { search(first: 1, term: "") { facets { ... on StoreFacetBoolean { key } } } }',
    '```',
  ];
  const check = (lines: string[]) =>
    compile({value: lines.join('\n'), path: 'docs/planted.mdx'}, {remarkPlugins: [remarkValidateGraphQL]});

  it('a GraphQL example that one covered schema rejects fails the build, naming the release', async () => {
    const oldest = apiReleases(ROOT)[0].version;
    await expect(check(union)).rejects.toThrow(
      new RegExp(`line 1, @faststore/api ${oldest.replace(/\./g, '\\.')}: Unknown type "StoreFacetBoolean"`),
    );
  });

  it('passes when it says the releases it is for', async () => {
    const newest = apiReleases(ROOT).at(-1)!.version;
    await expect(check([`\`\`\`graphql since=${newest}`, ...union.slice(1)])).resolves.toBeDefined();
  });
});

describe('version pickers', () => {
  it('a page that shows a package’s versioned data needs that package’s picker', () => {
    expect(pickerProblems('<PropsTable of="Button" />\n<SdkSignature of="useCart" />')).toEqual(['ui', 'sdk']);
    expect(pickerProblems('<VersionPicker package="api" />\n<TypeEntry name="StoreProduct" />')).toEqual([]);
    expect(pickerProblems('```mdx\n<PropsTable of="Button" />\n```')).toEqual([]);
  });

  it('holds for every page of the site', () => {
    expect(() => checkPickers(ROOT)).not.toThrow();
  });
});
