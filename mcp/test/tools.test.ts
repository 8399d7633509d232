/**
 * Every tool of the server, called as an agent calls it (the SDK's client over its in-memory
 * transport), against the data bundle of the last build: answers for each covered release, the
 * site's own search relevance list, and a structured error for each kind of bad input, after which
 * the server still answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {readBundle} from '../src/bundle';
import {MAX_DOCUMENT, MAX_QUERY} from '../src/server';
import {PACKAGE_KEYS, type Bundle} from '../src/data';
import {compareVersions} from '../src/versions';
import {PARTS, QUESTIONS} from '@faststore-docs/shared/search/questions';
import {answerRank, evaluate, FLOORS} from '@faststore-docs/shared/search/evaluate';
import {connect, type Session} from './agentBench';

const ROOT = path.join(__dirname, '..', '..');
const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));
const {reference} = bundle;
let session: Session;

/** The HTML file the default build wrote for a route. */
const builtHtml = (route: string) =>
  [path.join(ROOT, 'build', `${route}.html`), path.join(ROOT, 'build', route, 'index.html')].find((f) =>
    fs.existsSync(f),
  )!;

beforeAll(async () => {
  session = await connect(bundle);
});
afterAll(() => session.close());
const call = (name: string, args: Record<string, unknown>) => session.call(name, args);

async function errorCode(name: string, args: Record<string, unknown>): Promise<string> {
  const answer = await call(name, args);
  expect(answer.isError, `${name} ${JSON.stringify(args)} should be refused`).toBe(true);
  return answer.json.error.code;
}

test('at most seven tools, each naming FastStore 1.9 and every release it covers', async () => {
  const tools = await session.tools();
  expect(tools.length).toBeGreaterThan(0);
  expect(tools.length).toBeLessThanOrEqual(7);
  for (const tool of tools) {
    expect(tool.description, tool.name).toMatch(/FastStore 1\.9/);
    const releases = PACKAGE_KEYS.filter((pkg) => tool.description!.includes(`@faststore/${pkg}`));
    for (const pkg of releases) {
      for (const version of reference.versions[pkg]) expect(tool.description, `${tool.name} ${pkg}`).toContain(version);
    }
  }
});

describe('search_docs', () => {
  test("answers the labelled questions in readers' words as the site's search must", async () => {
    const asked = new Map<string, {results: string[]; weak: boolean}>();
    for (const question of QUESTIONS) {
      const {results, confidence} = (await call('search_docs', {query: question.query, limit: 10})).json;
      asked.set(question.query, {
        results: (results as {path: string}[]).map((r) => r.path),
        weak: confidence === 'low',
      });
    }
    // The held-out part decides whether a ranking change is kept; the tuning part is the one a writer looks at.
    for (const part of ['tuning', 'heldOut'] as const) {
      const metrics = evaluate(PARTS[part].questions.map((question) => ({question, ...asked.get(question.query)!})));
      const report = metrics.misses
        .map((m) => `${m.query}: expected ${m.expected}, got ${m.got.join(', ')}`)
        .join('\n');
      expect(metrics.hitsAt3, `${part}\n${report}`).toBeGreaterThanOrEqual(FLOORS.hitsAt3);
      expect(metrics.mrr, `${part}\n${report}`).toBeGreaterThanOrEqual(FLOORS.mrr);
      // A low confidence above a right first result sends an agent away from its answer.
      expect(metrics.falseNotice, `${part}: low confidence above a right first result`).toBeLessThan(
        FLOORS.falseNotice,
      );
    }
    const names = QUESTIONS.filter((question) => question.kind === 'symbol' && !/\s/.test(question.query));
    expect(
      names.filter((question) => answerRank(question, asked.get(question.query)!.results) !== 1).map((q) => q.query),
    ).toEqual([]);
  });

  test('says when the best page is a poor match, and what to do instead', async () => {
    for (const part of ['tuning', 'heldOut'] as const) {
      const unflagged: string[] = [];
      for (const query of PARTS[part].offTopic) {
        const answer = (await call('search_docs', {query})).json;
        if (answer.confidence !== 'low') {
          unflagged.push(query);
          continue;
        }
        expect(answer.note, query).toMatch(/Do not treat them as the answer/);
      }
      const flagged = 1 - unflagged.length / PARTS[part].offTopic.length;
      expect(flagged, `${part}: answered with confidence:\n${unflagged.join('\n')}`).toBeGreaterThanOrEqual(
        FLOORS.offTopicFlagged,
      );
    }
    const good = (await call('search_docs', {query: 'useCart'})).json;
    expect(good.confidence).toBe('high');
    expect(good.note).toBeUndefined();
  });

  test('gives each page its URL and sections with an excerpt, linking only anchors the built page has', async () => {
    const linked: string[] = [];
    for (const query of ['validateCart', 'Slider', 'shadowing', 'added']) {
      const {results, searchedFor} = (await call('search_docs', {query, limit: 10})).json;
      expect(searchedFor).toBeUndefined();
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        expect(result.url).toBe(`${bundle.docs.origin}${result.path}`);
        const html = fs.readFileSync(builtHtml(result.path), 'utf8');
        for (const section of result.sections) {
          expect(section.excerpt.length).toBeGreaterThan(0);
          const anchor = section.url.split('#')[1];
          if (!anchor) continue;
          linked.push(anchor);
          expect(html, `${result.path}#${anchor}`).toMatch(new RegExp(`\\sid="?${anchor}[\\s">]`));
        }
      }
    }
    expect(linked.length).toBeGreaterThan(0);
  });

  test('forgives a typo and says what it searched for; keeps to an area when asked', async () => {
    const typo = (await call('search_docs', {query: 'usecrat'})).json;
    expect(typo.searchedFor).toBe('usecart');
    expect(typo.results[0].path).toBe('/reference/sdk/cart/useCart');
    const inApi = (await call('search_docs', {query: 'cart', area: 'graphql-api', limit: 10})).json;
    expect(inApi.results.length).toBeGreaterThan(0);
    for (const r of inApi.results) expect(r.area).toBe('graphql-api');
  });

  test('is confident in the first page it lists, not in a better page an area left out', async () => {
    const all = (await call('search_docs', {query: 'port 8000 already in use'})).json;
    expect(all.confidence).toBe('high');
    const inApi = (await call('search_docs', {query: 'port 8000 already in use', area: 'graphql-api'})).json;
    expect(inApi.results.length).toBeGreaterThan(0);
    expect(inApi.confidence).toBe('low');
  });

  test('finds a file asked by its name on the pages that write its path, and lists first the section that writes it', async () => {
    const {results, confidence} = (await call('search_docs', {query: 'global.d.ts', limit: 5})).json;
    expect(confidence).toBe('high');
    const first = results[0] as {path: string; sections: {url: string; excerpt: string}[]};
    expect(first.path).toMatch(/^\/tutorials\/(gatsby|nextjs)\/1$/);
    // Pagefind holds `src/typings/global.d.ts` as one word, which the name alone is not;
    // the first section listed is the one that writes the path.
    expect(first.sections[0].excerpt).toContain('src/typings/global.d.ts');
  });

  test("answers words that are an object's own built-ins as words, with results or a low confidence", async () => {
    for (const query of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'TypeError: i is not a constructor',
    ]) {
      const answer = await call('search_docs', {query});
      expect(answer.isError, query).toBeFalsy();
      expect(Array.isArray(answer.json.results), query).toBe(true);
      if (answer.json.results.length === 0) expect(answer.json.confidence, query).toBe('low');
    }
  });

  test("holds every page the site's search holds that a developer reads, the starters' pages among them", async () => {
    // Written by the site's search plugin from what it gave Pagefind, in the default build.
    const indexed = JSON.parse(fs.readFileSync(path.join(ROOT, 'build', '.search-pages.json'), 'utf8')) as string[];
    // The reader's own store settings and the lists of tagged pages are for a browser, not for an agent.
    const forBrowsers = /^\/(store|tags)(\/|$)/;
    const listed = new Set(bundle.docs.pages.filter((p) => p.listed).map((p) => p.path));
    expect(indexed.filter((route) => !forBrowsers.test(route) && !listed.has(route))).toEqual([]);
    const submit = (await call('search_docs', {query: 'submit a starter for the gallery', limit: 3})).json;
    expect(submit.results.map((r: {path: string}) => r.path)).toContain('/starters/submissions');
  });

  test("runs the site's own index: a name with dots or slashes is searched whole, and a word's own forms come before its stem's", async () => {
    const markdownOf = (route: string) => bundle.docs.pages.find((p) => p.path === route)!.markdown;
    for (const name of ['store.config.js', 'next.config.js', '@faststore/ui']) {
      const {results} = (await call('search_docs', {query: name, limit: 3})).json;
      expect(results.length, name).toBeGreaterThan(0);
      expect(markdownOf(results[0].path), name).toContain(name);
    }
    // A shopper's instalments share a stem with the developer's `npm install`: a page about instalments comes first.
    const {results} = (await call('search_docs', {query: 'installments', limit: 3})).json;
    expect(markdownOf(results[0].path).toLowerCase()).toMatch(/\binstallments?\b/);
    expect(fs.readdirSync(bundle.searchDir)).toContain('pagefind.js');
  });

  test("takes a build's pasted output and searches it from its error", async () => {
    const paste =
      'success Building production JavaScript and CSS bundles - 25.8s ERROR #85923 GRAPHQL There was an error in your GraphQL query: Cannot query field "cmsHome" on type "Query". If you do not expect "cmsHome" to exist on the type "Query" it is most likely a typo. However, if you expect it there are a couple of solutions to common problems: check that the source plugins are installed. File: src/pages/index.tsx:42:3 failed Building static HTML for pages. See our docs page for more info on this error: https://gatsby.dev/issue-how-to';
    expect(paste.length).toBeGreaterThan(500);
    const answer = await call('search_docs', {query: paste, limit: 3});
    expect(answer.isError).toBeFalsy();
    expect(answer.json.searchedFor).toMatch(/^error #85923 graphql query cannot field cmshome/);
    expect(answer.json.searchedFor).not.toMatch(/plugins|success/);
  });

  test('refuses an empty or oversize query and an unknown area', async () => {
    expect(await errorCode('search_docs', {query: '   '})).toBe('empty_query');
    expect(await errorCode('search_docs', {query: 'a'.repeat(MAX_QUERY + 1)})).toBe('too_large');
    expect((await call('search_docs', {query: 'cart', area: 'blog'})).isError).toBe(true);
  });
});

describe('get_page', () => {
  test('every link between its pages that names a section names one the linked page has', () => {
    const pages = new Map(bundle.docs.pages.map((p) => [p.path, p]));
    const broken: string[] = [];
    let linked = 0;
    for (const page of bundle.docs.pages) {
      for (const [, route, anchor] of page.markdown.matchAll(/\]\((?:https?:\/\/[^/)]+)?(\/[^)#\s]*)#([^)\s]+)\)/g)) {
        const target = pages.get(route.replace(/(.)\/$/, '$1'));
        if (!target) continue;
        linked += 1;
        if (!target.anchors.includes(anchor)) broken.push(`${page.path} → ${route}#${anchor}`);
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });

  test('returns the Markdown the site publishes, by route or URL, with or without .md', async () => {
    const page = bundle.docs.pages.find((p) => p.path === '/reference/sdk/cart/useCart')!;
    for (const ref of [page.path, `${page.path}.md`, `${bundle.docs.origin}${page.path}?x=1`, `${page.path}/`]) {
      const answer = await call('get_page', {path: ref});
      expect(answer.isError, ref).toBe(false);
      expect(answer.text).toBe(page.markdown);
    }
  });

  test('returns one section on request, by heading, by anchor or by an anchor in the URL, and lists the rest', async () => {
    const page = bundle.docs.pages.find((p) => p.path === '/reference/sdk/cart/useCart')!;
    const asked = [
      {path: page.path, section: 'Behaviour'},
      {path: page.path, section: '#behaviour'},
      {path: `${bundle.docs.origin}${page.path}#behaviour`},
    ];
    for (const args of asked) {
      const answer = await call('get_page', args);
      expect(answer.isError, JSON.stringify(args)).toBe(false);
      expect(answer.text).toMatch(/^# useCart\n\n## Behaviour\n/);
      expect(answer.text.length).toBeLessThan(page.markdown.length);
      expect(answer.text).toMatch(/Left out of this answer[\s\S]*\(#[a-z-]+\): \d+ characters/);
    }
    const unknown = await call('get_page', {path: page.path, section: '#no-such-section'});
    expect(unknown.json.error.code).toBe('unknown_section');
    expect(unknown.json.error.suggestions).toContain('#behaviour');
  });

  test('keeps the largest pages within the characters asked for, and says what it left out', async () => {
    const largest = [...bundle.docs.pages].sort((a, b) => b.markdown.length - a.markdown.length).slice(0, 3);
    for (const page of largest) {
      for (const maxCharacters of [1000, 4000, 12_000]) {
        const answer = await call('get_page', {path: page.path, maxCharacters});
        expect(answer.text.length, `${page.path} in ${maxCharacters}`).toBeLessThanOrEqual(maxCharacters);
        expect(answer.text).toContain('Left out of this answer');
        // Room is kept for the list itself: the sections left out are named, not only counted.
        expect(answer.text, `${page.path} in ${maxCharacters}`).toMatch(/\n- "[^"]+" \(#[\w-]+\): \d+ characters/);
      }
    }
  });

  test('answers an unknown route with the nearest ones', async () => {
    const answer = await call('get_page', {path: '/reference/ui/atoms/Buton'});
    expect(answer.isError).toBe(true);
    expect(answer.json.error.code).toBe('unknown_page');
    expect(answer.json.error.suggestions[0]).toBe('/reference/ui/atoms/Button');
    expect(await errorCode('get_page', {path: ''})).toBe('empty_path');
  });
});

describe('introspect_graphql_schema', () => {
  test("lists a type's fields with their types and descriptions, for each covered release", async () => {
    for (const version of reference.versions.api) {
      const {types} = (await call('introspect_graphql_schema', {name: 'StoreProduct', version})).json;
      expect(types[0].name).toBe('StoreProduct');
      const name = types[0].fields.find((f: {name: string}) => f.name === 'name');
      expect(name.type).toBe('String!');
      expect(name.description.length).toBeGreaterThan(0);
    }
  });

  test('finds a root field with its arguments, one field, and names by pattern', async () => {
    const root = (await call('introspect_graphql_schema', {name: 'product'})).json;
    expect(root.rootFields[0]).toMatchObject({operation: 'query', name: 'product', type: 'StoreProduct!'});
    expect(root.rootFields[0].args.map((a: {name: string}) => a.name)).toContain('locator');
    const field = (await call('introspect_graphql_schema', {name: 'StoreProduct.offers'})).json;
    expect(field.types[0].fields).toHaveLength(1);
    const pattern = (await call('introspect_graphql_schema', {name: 'Store*'})).json;
    const names = [...pattern.types.map((t: {name: string}) => t.name), ...(pattern.moreTypes ?? [])];
    expect(names.length).toBeGreaterThan(1);
    for (const n of names) expect(n).toMatch(/^Store/);
  });

  test('follows what a release changed: a type one release adds is not in the one before, which says where it is', async () => {
    const added = reference.changes.find((c) => c.package === 'api' && c.kind === 'added' && !c.entry.includes('.'));
    expect(added, 'the covered API releases differ by at least one type').toBeDefined();
    expect((await call('introspect_graphql_schema', {name: added!.entry, version: added!.to})).isError).toBe(false);
    const refused = (await call('introspect_graphql_schema', {name: added!.entry, version: added!.from})).json;
    expect(refused.error.code).toBe('not_in_release');
    expect(refused.error.suggestions).toContain(added!.to);
  });

  test('suggests the name meant and refuses an unknown release', async () => {
    const answer = await call('introspect_graphql_schema', {name: 'StoreProdcut'});
    expect(answer.json.error.suggestions).toContain('StoreProduct');
    expect(await errorCode('introspect_graphql_schema', {name: 'StoreProduct', version: '2.0.0'})).toBe(
      'unknown_version',
    );
  });
});

describe('validate (graphql)', () => {
  test('accepts a valid query and rejects a misspelt field with its position and the field meant', async () => {
    expect(
      (await call('validate', {language: 'graphql', code: '{ product(locator: []) { name sku } }'})).json,
    ).toMatchObject({
      valid: true,
      errors: [],
    });
    const {valid, errors} = (await call('validate', {language: 'graphql', code: '{ product(locator: []) { nam } }'}))
      .json;
    expect(valid).toBe(false);
    expect(errors).toEqual([expect.objectContaining({line: 1, column: 26, suggestions: ['name']})]);
  });

  test('reports a syntax error with its position', async () => {
    const {errors} = (await call('validate', {language: 'graphql', code: 'query {\n  product(locator: [] {\n}'})).json;
    expect(errors[0]).toMatchObject({line: 2});
  });

  test('refuses an empty or oversize document and an unknown release', async () => {
    expect(await errorCode('validate', {language: 'graphql', code: ' \n'})).toBe('empty_code');
    expect(await errorCode('validate', {language: 'graphql', code: `{ ${'a '.repeat(MAX_DOCUMENT)} }`})).toBe(
      'too_large',
    );
    expect(await errorCode('validate', {language: 'graphql', code: '{ a }', version: '1.9.99'})).toBe(
      'unknown_version',
    );
  });
});

describe('get_component', () => {
  test('flags the props the site shows as accepted but not forwarded, for the release asked', async () => {
    for (const version of reference.versions.ui) {
      const answer = (await call('get_component', {name: 'PriceRange', version})).json;
      const flagged = reference.ui[version].components.PriceRange.props
        .filter((p) => p.notForwardedIn?.includes(version))
        .map((p) => p.name);
      expect(flagged.length, version).toBeGreaterThan(0);
      const marked = answer.props.filter((p: {reachesNoElement?: boolean}) => p.reachesNoElement);
      expect(marked.map((p: {name: string}) => p.name)).toEqual(flagged);
      expect(answer.notForwarded).toContain(`Accepted but not forwarded in ${version}`);
      for (const name of flagged) expect(answer.notForwarded).toContain(name);
    }
    const slider = (await call('get_component', {name: 'Button'})).json;
    expect(slider.notForwarded).toBeUndefined();
  });

  test("returns the component's props, styling hooks, live example, page and releases", async () => {
    const slider = (await call('get_component', {name: 'Slider', version: '1.9.11'})).json;
    expect(slider).toMatchObject({
      name: 'Slider',
      version: '1.9.11',
      url: `${bundle.docs.origin}/reference/ui/atoms/Slider`,
    });
    expect(slider.props.map((p: {name: string}) => p.name)).toEqual(
      reference.ui['1.9.11'].components.Slider.props.map((p) => p.name),
    );
    expect(slider.stylingHooks.length).toBeGreaterThan(0);
    expect(slider.example).toContain('<Slider');
    expect(slider.releases).toContain('1.9.11');
  });

  test('answers each covered release with its own props, and lists the changes between them', async () => {
    const changed = reference.changes.find((c) => c.package === 'ui' && /^[A-Z]\w*\.\w+$/.test(c.entry));
    expect(changed, 'the covered UI releases differ in at least one prop').toBeDefined();
    const [component, prop] = changed!.entry.split('.') as [string, string];
    const before = (await call('get_component', {name: component, version: changed!.from})).json;
    const after = (await call('get_component', {name: component, version: changed!.to})).json;
    const propIn = (answer: {props: {name: string; type: string}[]}) => answer.props.find((p) => p.name === prop);
    expect(JSON.stringify(propIn(before))).not.toBe(JSON.stringify(propIn(after)));
    expect(after.changes.map((c: {entry: string}) => c.entry)).toContain(changed!.entry);
  });

  test('suggests the component meant, finds any case, and refuses an unknown release', async () => {
    expect((await call('get_component', {name: 'slider'})).json.name).toBe('Slider');
    const typo = await call('get_component', {name: 'Buton'});
    expect(typo.json.error).toMatchObject({code: 'unknown_component', suggestions: ['Button']});
    expect(await errorCode('get_component', {name: 'Slider', version: 'latest'})).toBe('unknown_version');
    expect(await errorCode('get_component', {name: ''})).toBe('empty_name');
  });
});

describe('get_sdk_export', () => {
  test("returns a hook's signature, returned members and page", async () => {
    const useCart = (await call('get_sdk_export', {name: 'useCart'})).json;
    expect(useCart).toMatchObject({name: 'useCart', url: `${bundle.docs.origin}/reference/sdk/cart/useCart`});
    expect(useCart.signature).toContain('useCart');
    expect(useCart.returns.members.length).toBeGreaterThan(0);
  });

  test("answers each release with that release's members", async () => {
    const added = reference.changes.find(
      (c) => c.package === 'sdk' && c.kind === 'added' && /\(\)\.\w+$/.test(c.entry),
    );
    expect(added, 'the covered SDK releases differ in at least one returned member').toBeDefined();
    const [name, member] = added!.entry.split('().') as [string, string];
    const members = async (version: string) =>
      (await call('get_sdk_export', {name, version})).json.returns.members.map((m: {name: string}) => m.name);
    expect(await members(added!.from)).not.toContain(member);
    expect(await members(added!.to)).toContain(member);
  });

  test('lists a change of behaviour among the changes of the export it concerns', async () => {
    const behaviour = reference.changes.find((c) => c.package === 'sdk' && c.kind === 'behaviour');
    expect(behaviour, 'the covered SDK releases have at least one behaviour note').toBeDefined();
    const {from, to, breaking, entry, message} = behaviour!;
    const answer = (await call('get_sdk_export', {name: entry})).json;
    expect(answer.changes).toContainEqual({from, to, kind: 'behaviour', breaking, entry, message});
  });

  test('suggests the export meant', async () => {
    const typo = await call('get_sdk_export', {name: 'useCrat'});
    expect(typo.json.error).toMatchObject({code: 'unknown_export', suggestions: expect.arrayContaining(['useCart'])});
    // After every refusal above, the server still answers.
    expect((await call('get_sdk_export', {name: 'useSearch'})).isError).toBe(false);
  });
});

describe('examples per release', () => {
  const holds = (e: {since?: string; until?: string}, v: string) =>
    (!e.since || compareVersions(v, e.since) >= 0) && (!e.until || compareVersions(v, e.until) <= 0);

  test('hands out only an example written for the release it answers for, or says there is none', async () => {
    for (const version of reference.versions.ui) {
      for (const [name, page] of Object.entries(reference.components)) {
        if (!reference.ui[version].components[name]) continue;
        const answer = (await call('get_component', {name, version})).json;
        const written = page.examples.filter((e) => holds(e, version)).map((e) => e.code);
        if (written.length > 0) expect(answer.example, `${name} ${version}`).toBe(written[0]);
        else expect(answer.example, `${name} ${version}`).toBeUndefined();
        if (written.length === 0 && page.examples.length > 0) expect(answer.exampleNote).toContain(version);
      }
    }
  });

  test("an older release's Slider example uses that release's numeric bounds", async () => {
    const numeric = reference.versions.ui.filter((v) =>
      reference.ui[v].components.Slider.props.some((p) => p.name === 'min' && p.type === 'number'),
    );
    expect(numeric.length, 'a covered release takes numbers for min').toBeGreaterThan(0);
    for (const version of numeric) {
      const answer = (await call('get_component', {name: 'Slider', version})).json;
      expect(answer.example ?? answer.exampleNote).not.toMatch(/absolute|onEnd/);
    }
  });
});

describe('never a silent release', () => {
  test('an answer for a release the call did not name says which release and why', async () => {
    for (const [tool, args] of [
      ['get_component', {name: 'Button'}],
      ['get_sdk_export', {name: 'useCart'}],
      ['introspect_graphql_schema', {name: 'StoreProduct'}],
      ['validate', {language: 'graphql', code: '{ __typename }'}],
    ] as const) {
      const answer = (await call(tool, args)).json;
      expect(answer.note, tool).toMatch(/without a store.*answering for/);
    }
    const named = (await call('get_component', {name: 'Button', version: reference.versions.ui[0]})).json;
    expect(named.note).toBeUndefined();
  });
});

describe('validation as strict as the schema', () => {
  test('an operation on a root type the schema lacks is invalid', async () => {
    const answer = (await call('validate', {language: 'graphql', code: 'subscription { cart { id } }'})).json;
    expect(answer.valid).toBe(false);
    expect(answer.errors[0].message).toMatch(/no subscription type/);
  });

  test('a selection nested past the limit gets a coded answer, not a crash', async () => {
    const deep = `{ ${'product(locator: []) { '.repeat(8000)}id${' }'.repeat(8000)} }`;
    expect(deep.length).toBeLessThanOrEqual(MAX_DOCUMENT * 10);
    const answer = await call('validate', {language: 'graphql', code: deep.slice(0, MAX_DOCUMENT)});
    expect(answer.json.error.code).toBe('too_deep');
  });

  test("names that are an object's own built-ins are unknown names, not internal errors", async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      for (const [tool, args] of [
        ['get_component', {name}],
        ['get_sdk_export', {name}],
        ['introspect_graphql_schema', {name}],
        ['introspect_graphql_schema', {name: `${name}.id`}],
        ['get_page', {path: `/${name}`}],
      ] as const) {
        const answer = await call(tool, args);
        expect(answer.isError, `${tool} ${name}`).toBe(true);
        expect(answer.json.error.code, `${tool} ${name}`).not.toBe('internal_error');
      }
    }
  });

  test('a Markdown text with several GraphQL blocks is answered block by block', async () => {
    const markdown = [
      'Two queries:',
      '',
      '```graphql',
      '{ product(locator: []) { name } }',
      '```',
      '',
      '```graphql',
      '{ product(locator: []) { nam } }',
      '```',
    ].join('\n');
    const answer = (await call('validate', {language: 'graphql', code: markdown})).json;
    expect(answer.valid).toBe(false);
    expect(answer.blocks.map((b: {line: number; valid: boolean}) => [b.line, b.valid])).toEqual([
      [3, true],
      [7, false],
    ]);
  });
});

describe('plan_upgrade', () => {
  const oldest = (pkg: (typeof PACKAGE_KEYS)[number]) => reference.versions[pkg][0];
  const newest = (pkg: (typeof PACKAGE_KEYS)[number]) => reference.versions[pkg].at(-1)!;

  test('lists every breaking change crossed, in order, each automatic or with its reason, and links a built upgrade page', async () => {
    const from = Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, oldest(pkg)]));
    const answer = (await call('plan_upgrade', {from})).json;
    expect(answer.packages.map((p: {package: string}) => p.package).sort()).toEqual(
      PACKAGE_KEYS.map((pkg) => `@faststore/${pkg}`).sort(),
    );
    for (const plan of answer.packages) {
      const pkg = plan.package.replace('@faststore/', '') as (typeof PACKAGE_KEYS)[number];
      expect([plan.from, plan.to]).toEqual([oldest(pkg), newest(pkg)]);
      const crossed = plan.steps.flatMap((s: {from: string; to: string; changes: {change: string}[]}) =>
        s.changes.map((c) => `${s.from}..${s.to} ${c.change}`),
      );
      const breaking = reference.changes
        .filter((c) => c.package === pkg && c.breaking)
        .map((c) => `${c.from}..${c.to} ${c.kind === 'behaviour' ? `${c.entry} (behaviour)` : c.entry}`);
      // A component's behaviour note and its measured interaction changes share one migration, so the
      // plan lists that change once.
      expect(crossed.sort()).toEqual([...new Set(breaking)].sort());
      for (const step of plan.steps)
        for (const c of step.changes)
          expect(c.automatic ? c.rewrite : c.why, `${plan.package} ${c.change}`).toMatch(/\.$/);
      const route = plan.url.replace(/^https?:\/\/[^/]+/, '');
      expect(fs.existsSync(builtHtml(route) ?? ''), route).toBe(true);
    }
    const sdk = answer.packages.find((p: {package: string}) => p.package === '@faststore/sdk');
    const changes = sdk.steps.flatMap((s: {changes: unknown[]}) => s.changes);
    expect(changes).toContainEqual(expect.objectContaining({change: 'useSearch().setSort', automatic: true}));
    expect(answer.command).toMatch(/^faststore-docs-mcp upgrade/);
  });

  test('a release the portal does not cover starts from the covered one before it, and says so', async () => {
    const [first, second] = reference.versions.sdk;
    const between = `${first.split('.').slice(0, 2).join('.')}.${Number(first.split('.')[2]) + 1}`;
    expect(compareVersions(between, second)).toBeLessThan(0);
    const plan = (await call('plan_upgrade', {from: {sdk: between}})).json.packages[0];
    expect(plan.from).toBe(between);
    expect(plan.note).toContain(first);
    expect(plan.url.endsWith(`/reference/upgrade/sdk/${first}-to-${newest('sdk')}`)).toBe(true);
  });

  test('keeps a plan within the characters asked for, counting the changes it could not list', async () => {
    const from = Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, oldest(pkg)]));
    const whole = (await call('plan_upgrade', {from})).text;
    for (const maxCharacters of [1000, 3000, Math.floor(whole.length / 2)]) {
      const answer = await call('plan_upgrade', {from, maxCharacters});
      expect(answer.text.length, `in ${maxCharacters}`).toBeLessThanOrEqual(maxCharacters);
      expect(answer.json.leftOut).toMatch(/more than the \d+ asked for|does not fit/);
      for (const plan of answer.json.packages) expect(plan.url).toMatch(/\/reference\/upgrade\//);
    }
    const half = (await call('plan_upgrade', {from, maxCharacters: Math.floor(whole.length / 2)})).json;
    expect(half.packages.some((p: {changesLeftOut?: number; steps?: unknown[]}) => p.steps && p.steps.length > 0)).toBe(
      true,
    );
    expect((await call('plan_upgrade', {from, maxCharacters: whole.length})).text).toBe(whole);
  });

  test('a target that one package does not have moves that package to its newest release up to it', async () => {
    // A release number some packages have and another lacks (the packages are released apart).
    const below = (pkg: (typeof PACKAGE_KEYS)[number], v: string) =>
      reference.versions[pkg].some((r) => compareVersions(r, v) < 0);
    const target = PACKAGE_KEYS.flatMap((pkg) => reference.versions[pkg]).find((v) =>
      PACKAGE_KEYS.some((pkg) => !reference.versions[pkg].includes(v) && below(pkg, v)),
    )!;
    const lacking = PACKAGE_KEYS.find((pkg) => !reference.versions[pkg].includes(target) && below(pkg, target))!;
    const from = Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, oldest(pkg)]));
    const answer = await call('plan_upgrade', {from, to: target});
    expect(answer.isError, answer.text).toBeFalsy();
    const plans = answer.json.packages as {package: string; to: string; note?: string}[];
    const expected = reference.versions[lacking].filter((v) => compareVersions(v, target) <= 0).at(-1);
    const moved = plans.find((p) => p.package === `@faststore/${lacking}`)!;
    expect(moved.to).toBe(expected);
    expect(moved.note).toContain(`has no ${target}`);
    for (const pkg of PACKAGE_KEYS.filter((k) => reference.versions[k].includes(target)))
      expect(plans.find((p) => p.package === `@faststore/${pkg}`)!.to).toBe(target);
  });

  test('a store already on the target is up to date; no store, or a target not covered, is refused with a code', async () => {
    const plan = (await call('plan_upgrade', {from: {ui: newest('ui')}})).json.packages[0];
    expect(plan.upToDate).toBe(true);
    expect(await errorCode('plan_upgrade', {})).toBe('no_store');
    expect(await errorCode('plan_upgrade', {from: {sdk: oldest('sdk')}, to: '9.9.9'})).toBe('not_covered');
  });
});
