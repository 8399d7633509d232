/**
 * A store on an older FastStore line than the references cover (a 1.7 store, when they cover 1.9):
 * told what the references cover and where its upgrade starts, never handed the covered releases'
 * data as its own, and `init` does not call it a store of the covered line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {readBundle} from '../src/bundle';
import {PACKAGE_KEYS, type Bundle} from '../src/data';
import {init} from '../src/init';
import {lineOf} from '../src/releaseLine';
import {connect, type Session} from './agentBench';

const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));
const {reference, docs} = bundle;
const coveredLine = lineOf(reference.versions.ui[0]);
const [major, minor] = coveredLine.split('.').map(Number);
/** Two lines before the covered one, so that one line lies between (1.7 when 1.9 is covered). */
const OLD = `${major}.${minor - 2}.3`;
const BETWEEN = `${major}.${minor - 1}`;
const STORE = Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, OLD]));
/** A component only the covered releases have: present in every covered ui, and new in the line between. */
const NEWER = 'Hero';
let store: Session;
let none: Session;

beforeAll(async () => {
  store = await connect(bundle, STORE);
  none = await connect(bundle);
});
afterAll(async () => {
  await store.close();
  await none.close();
});

const notesOfLineBetween = () =>
  docs.pages.filter((p) => p.path.startsWith('/releases/') && p.title.startsWith(`FastStore ${BETWEEN}`));

test('the line between has release notes, and the component arrived in it', () => {
  expect(notesOfLineBetween().length).toBeGreaterThan(0);
  expect(notesOfLineBetween().some((p) => p.title.includes(NEWER))).toBe(true);
  for (const v of reference.versions.ui) expect(reference.ui[v].components[NEWER], v).toBeDefined();
});

test("a call naming no release is refused with the covered line and where the store's upgrade starts", async () => {
  for (const [tool, args] of [
    ['get_component', {name: NEWER}],
    ['get_sdk_export', {name: 'useCart'}],
    ['introspect_graphql_schema', {name: 'StoreProduct'}],
    ['validate', {language: 'graphql', code: 'query { __typename }'}],
  ] as const) {
    const answer = await store.call(tool, args);
    expect(answer.isError, tool).toBe(true);
    expect(answer.json.error.code, tool).toBe('release_not_covered');
    const message: string = answer.json.error.message;
    expect(message).toContain(`cover FastStore ${coveredLine} only`);
    expect(message).toContain(OLD);
    for (const note of notesOfLineBetween()) expect(message, tool).toContain(note.path);
    // No covered release's data is in it.
    expect(answer.text).not.toMatch(/"props"|"members"|"fields"/);
  }
});

test("a covered release named on purpose is answered, and the answer says it is not the store's", async () => {
  const answer = await store.call('get_component', {name: NEWER, version: reference.versions.ui[0]});
  expect(answer.isError).toBe(false);
  expect(answer.json.note).toMatch(new RegExp(`not the store's release \\(${OLD.replace(/\./g, '\\.')}`));
});

test('a search for an upgrade from the older line finds no upgrade page between covered releases at high confidence', async () => {
  for (const query of [`upgrade from ${lineOf(OLD)} to ${coveredLine}`, `${lineOf(OLD)} to ${coveredLine}`]) {
    for (const session of [store, none]) {
      const answer = (await session.call('search_docs', {query})).json;
      const comparesCovered = (answer.results as {path: string}[])
        .slice(0, 3)
        .some((r) => r.path.startsWith('/reference/'));
      if (comparesCovered) expect(answer.confidence, query).toBe('low');
      expect(answer.note, query).toContain(`cover FastStore ${coveredLine} releases only`);
    }
  }
  // A question about the covered releases keeps its confidence.
  const covered = (
    await none.call('search_docs', {
      query: `upgrade ui from ${reference.versions.ui[1]} to ${reference.versions.ui[2]}`,
    })
  ).json;
  expect(covered.confidence).toBe('high');
});

test('plan_upgrade from the older line says where the upgrade starts before its first step, also when cut short', async () => {
  const whole = await store.call('plan_upgrade', {});
  const short = await store.call('plan_upgrade', {maxCharacters: 4000});
  expect(short.text.length).toBeLessThan(whole.text.length);
  for (const plan of [whole.json, short.json]) {
    for (const p of plan.packages) {
      expect(p.note, p.package).toContain(`FastStore ${lineOf(OLD)}`);
      expect(p.note, p.package).toContain(`cover FastStore ${coveredLine} only`);
    }
  }
});

test(`init in a store on the older line does not call it a FastStore ${coveredLine} store`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'init-older-'));
  const packages = Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, {version: OLD, from: 'yarn.lock' as const}]));
  init(dir, bundle, {dir, packages});
  const agents = fs.readFileSync(path.join(dir, 'AGENTS.md'), 'utf8');
  expect(agents).not.toContain(`built with FastStore ${coveredLine}`);
  expect(agents).toContain(`This store is on FastStore ${lineOf(OLD)}, not ${coveredLine}`);
  expect(agents).toContain(`Documented for FastStore ${coveredLine}, not this store's releases`);
  for (const note of notesOfLineBetween()) expect(agents).toContain(note.path);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a search naming a release of the covered line that no package has is told so, not answered as another release', async () => {
  const newest = reference.versions.ui[reference.versions.ui.length - 1];
  const [a, b, patch] = newest.split('.').map(Number);
  const missing = `${a}.${b}.${patch + 1}`;
  const answer = await none.call('search_docs', {query: `upgrade to ${missing}`});
  expect(answer.json.confidence).toBe('low');
  expect(answer.json.note).toContain(`names ${missing}, which is not a release this portal covers`);
  expect(answer.json.note).toContain(`@faststore/ui ${reference.versions.ui.join(', ')}`);
  // No other release stands in for it.
  expect(answer.json.corrections ?? []).toEqual([]);
  // A covered release is answered as before.
  const covered = await none.call('search_docs', {query: `upgrade to ${newest}`});
  expect(covered.json.note ?? '').not.toContain('not a release this portal covers');
});
