/**
 * The agent-task benchmark's machinery (tasks in ./agentTasks): replays a task's tool calls against
 * the server as a coding agent makes them, and grades both the answer and the calls.
 *
 * The answer is graded against the truth, never against what the tools said: code is type-checked
 * against the @faststore/ui and @faststore/sdk releases the store has (the copies the site installs,
 * with the site's own sample checker, one TypeScript program per pair of releases), a GraphQL
 * document is validated against the schema built from that @faststore/api release's own type
 * definitions, a route must be a page the portal publishes, a name must exist in the release.
 *
 * The calls are graded on what the answer needed from them (a task's needs), and on rules every
 * answer of the server must keep: each names the release it was asked for (else the store's, else the
 * default) and says which it chose when nobody named one; a component's live example compiles against
 * the release it was given for; validate and introspect_graphql_schema agree with the schema; a call
 * a right server refuses (a name the store's release lacks) is refused with its code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {
  isEnumType,
  isInputObjectType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import {createServer} from '../src/server';
import {PACKAGE_KEYS, type Bundle, type PackageKey} from '../src/data';
import {coveredVersions, type Covered} from '@faststore-docs/reference/covered';
import {getSchema} from '@faststore-docs/shared/reference/apiSchema';
import {readManifests} from '@faststore-docs/reference/starterManifest';
import {diagnostics, liveModule, type CheckedRelease, type Sample} from '@faststore-docs/reference/sampleCheck';
import {flagOf, graphqlFacts, tsxFacts} from './answerFacts';
import {renderProblems, type Behaviour} from './answerRender';

const ROOT = path.join(__dirname, '..', '..');

export type Releases = Partial<Record<PackageKey, string>>;

type ToolName =
  | 'search_docs'
  | 'get_page'
  | 'introspect_graphql_schema'
  | 'validate'
  | 'get_component'
  | 'get_sdk_export'
  | 'plan_upgrade';

export interface ToolCall {
  tool: ToolName;
  args: Record<string, unknown>;
  /** The error code a right server answers this call with (a name the store's release lacks). */
  refused?: string;
}

/** What a call returned: its text, and the text read as JSON when it is JSON. */
export interface ToolAnswer extends ToolCall {
  isError: boolean;
  text: string;
  json?: any;
}

/**
 * The answer an agent writes, as text, with what makes it an answer to the task and not only valid,
 * read from its syntax tree (./answerFacts), never from its words: what code must use (`<PriceRange>`,
 * `PriceRange.onEnd`, `useCart().addItem`, `addItem()`, `{absolute}`, `{name: add_to_cart}`), the
 * fields a query must select (`product.offers.offers.seller`, `search(sort: price_asc)`, `on Type`),
 * the other pages that answer as well. A task that cannot be done as asked is answered with a flag: a
 * line starting `FLAG:` that names what is wrong; `asks` is the kind of answer the developer expected.
 */
type Answer =
  | {kind: 'tsx'; text: string; uses: string[]; behaviour?: Behaviour}
  | {kind: 'graphql'; text: string; selects: string[]}
  | {kind: 'route'; text: string; alsoRight?: string[]}
  | {kind: 'name'; pkg: PackageKey; text: string}
  | {kind: 'flag'; text: string; names: string[]; asks: 'tsx' | 'graphql' | 'route' | 'name'};

/** Something the answer needed from the calls: a label, and a problem when the calls did not give it. */
export interface Need {
  label: string;
  /** The call it reads (0 for the first), and the tool that call must be, when it reads one tool's answer. */
  call: number;
  tool?: ToolName;
  check: (answers: readonly ToolAnswer[]) => string | undefined;
}

type Area = 'ui' | 'sdk' | 'api' | 'guides' | 'errors';

export interface AgentTask {
  id: string;
  area: Area;
  /** The developer's request, in their words. */
  prompt: string;
  /** The releases the store has, as the server learns them from the store; none: asked outside a store. */
  store?: Releases;
  /** The releases the answer must hold for where they are not the store's: an upgrade, a release asked for. */
  target?: Releases;
  /** The calls a good agent makes, in order. */
  calls: ToolCall[];
  answer: Answer;
  needs: Need[];
  /** The answer an agent writes from another release's data; the graders must reject it. */
  wrong?: string;
}

/** The releases a store made from a starter has: what the starter's lockfile installs. */
export function starterStore(repository: string): Releases {
  const manifest = readManifests(ROOT).find((m) => m.repository === repository);
  if (!manifest) throw new Error(`no starter manifest for ${repository}`);
  return Object.fromEntries(
    PACKAGE_KEYS.flatMap((pkg) => {
      const version = manifest.installed[`@faststore/${pkg}`];
      return version ? [[pkg, version]] : [];
    }),
  );
}

const TOOL_PACKAGE: Partial<Record<ToolName, PackageKey>> = {
  get_component: 'ui',
  get_sdk_export: 'sdk',
  introspect_graphql_schema: 'api',
};

/** The package a call's answer holds for: validate's depends on the language. */
const packageOf = (call: ToolCall): PackageKey | undefined =>
  call.tool === 'validate' ? (call.args.language === 'graphql' ? 'api' : 'ui') : TOOL_PACKAGE[call.tool];

/** The releases the task's answer must hold for: the target's, else the store's, else the defaults. */
export function answerReleases(task: AgentTask, bundle: Bundle): Record<PackageKey, string> {
  return {...bundle.reference.defaults, ...task.store, ...task.target};
}

// ---------------------------------------------------------------------------------------------
// Replaying the calls

export interface Session {
  call: (tool: string, args: Record<string, unknown>) => Promise<ToolAnswer>;
  tools: () => Promise<{name: string; description?: string; inputSchema: unknown}[]>;
  /** The server's `instructions`, which a client puts before the agent's work. */
  instructions: () => string | undefined;
  close: () => Promise<void>;
}

/**
 * Faults a server could have, each a way it would mislead an agent: the benchmark must score a
 * server that has one lower than the server as it is. Each stands in for the server by changing its
 * answers the way the faulty server would answer.
 */
export const FAULTS = {
  /** validate says every document and snippet is valid. */
  'validator always valid': (a: ToolAnswer) =>
    a.tool === 'validate' && a.json && !a.isError
      ? {
          ...a.json,
          valid: true,
          errors: [],
          reachesNoElement: [],
          blocks: a.json.blocks?.map((b: object) => ({...b, valid: true, errors: []})),
        }
      : undefined,
  /** search_docs answers every query with high confidence and no warning. */
  'confidence floor removed': (a: ToolAnswer) =>
    a.tool === 'search_docs' && a.json?.confidence === 'low'
      ? {...a.json, confidence: 'high', note: undefined}
      : undefined,
  /** get_component hands out an example written for another release than the one it answers for. */
  'examples from the wrong release': (a: ToolAnswer, bundle: Bundle) => {
    if (a.tool !== 'get_component' || !a.json?.name) return undefined;
    const examples = bundle.reference.components[a.json.name]?.examples ?? [];
    const other = examples.find((e) => e.code !== a.json.example);
    return other ? {...a.json, example: other.code} : undefined;
  },
  /** search_docs returns its best three results in reverse order. */
  'search top three reversed': (a: ToolAnswer) =>
    a.tool === 'search_docs' && Array.isArray(a.json?.results)
      ? {...a.json, results: [...a.json.results.slice(0, 3).reverse(), ...a.json.results.slice(3)]}
      : undefined,
} satisfies Record<string, (answer: ToolAnswer, bundle: Bundle) => object | undefined>;
export type Fault = keyof typeof FAULTS;

const storeFolders = new Map<string, string>();

/**
 * A store's folder with the releases installed: node_modules links @faststore/ui and sdk to the copies
 * of those releases the site installs, and React's types and TypeScript to the site's, as a store's
 * install has them. Undefined when a release is not installed beside the site (an older line).
 */
function storeFolder(store: Releases): string | undefined {
  const key = JSON.stringify(store);
  const made = storeFolders.get(key);
  if (made) return made;
  const covered = coveredVersions(ROOT);
  const linked = (['ui', 'sdk'] as const).flatMap((pkg) => {
    const version = store[pkg];
    if (!version) return [];
    const found = covered[pkg].find((c) => c.version === version);
    return found ? [[pkg, found.dir] as const] : [undefined];
  });
  if (linked.length === 0 || linked.includes(undefined)) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-task-store-'));
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@faststore'), {recursive: true});
  fs.mkdirSync(path.join(modules, '@types'), {recursive: true});
  for (const entry of linked) fs.symlinkSync(entry![1], path.join(modules, '@faststore', entry![0]));
  for (const name of ['react', 'typescript', path.join('@types', 'react')])
    fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  const dependencies = Object.fromEntries(Object.entries(store).map(([pkg, v]) => [`@faststore/${pkg}`, v]));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies}));
  storeFolders.set(key, dir);
  process.once('exit', () => fs.rmSync(dir, {recursive: true, force: true}));
  return dir;
}

/** A client connected to a server for one store, as an agent's client connects to it. */
export async function connect(bundle: Bundle, store?: Releases, fault?: Fault): Promise<Session> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  // The starters' releases are what their lockfiles resolve, as the server reads them in a store.
  const packages =
    store &&
    Object.fromEntries(Object.entries(store).map(([pkg, version]) => [pkg, {version, from: 'yarn.lock' as const}]));
  const dir = store && storeFolder(store);
  await createServer({bundle, store: packages ? {packages, ...(dir && {dir})} : undefined}).connect(serverSide);
  const client = new Client({name: 'agent-tasks', version: '1.0.0'});
  await client.connect(clientSide);
  return {
    async call(tool, args) {
      const result = (await client.callTool({name: tool, arguments: args})) as {
        isError?: boolean;
        content: {type: string; text?: string}[];
      };
      const text = result.content.map((c) => c.text ?? '').join('');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        // Markdown (get_page) or any other text: the needs read `text`.
      }
      const answer: ToolAnswer = {tool: tool as ToolName, args, isError: Boolean(result.isError), text, json};
      const changed = fault && FAULTS[fault](answer, bundle);
      return changed ? {...answer, json: changed, text: JSON.stringify(changed)} : answer;
    },
    async tools() {
      return (await client.listTools()).tools;
    },
    instructions: () => client.getInstructions(),
    close: () => client.close(),
  };
}

const storeKey = (store?: Releases) => JSON.stringify(store ?? null);

/** Every task's calls, in order, against one server per store context. */
async function replay(bundle: Bundle, tasks: readonly AgentTask[], fault?: Fault): Promise<Map<string, ToolAnswer[]>> {
  const sessions = new Map<string, Session>();
  const answers = new Map<string, ToolAnswer[]>();
  try {
    for (const task of tasks) {
      const key = storeKey(task.store);
      let session = sessions.get(key);
      if (!session) {
        session = await connect(bundle, task.store, fault);
        sessions.set(key, session);
      }
      const got: ToolAnswer[] = [];
      for (const call of task.calls) got.push(await session.call(call.tool, call.args));
      answers.set(task.id, got);
    }
  } finally {
    for (const session of sessions.values()) await session.close();
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------
// What the calls must have returned (a task's needs)

const names = (list: unknown) => ((list ?? []) as {name: string}[]).map((x) => x.name);

/** A need read from one call's answer (its JSON, and the answer itself for its text). */
function need(
  call: number,
  tool: ToolName | undefined,
  label: string,
  check: (json: any, answer: ToolAnswer | undefined) => string | undefined,
): Need {
  return {
    call,
    ...(tool && {tool}),
    label: `call ${call + 1}: ${label}`,
    check: (answers) => check(answers[call]?.json, answers[call]),
  };
}

/** search_docs put the page first, or among its first `within` results where another page answers as well. */
export const ranks = (call: number, route: string, within = 1) =>
  need(call, 'search_docs', `search_docs ranks ${route} in its top ${within}`, (json) => {
    const paths = ((json?.results ?? []) as {path: string}[]).map((r) => r.path);
    const rank = paths.indexOf(route) + 1;
    return rank > 0 && rank <= within ? undefined : `got ${paths.slice(0, within).join(', ') || 'nothing'}`;
  });

/** get_component returned the prop (with this type, when given). */
export const prop = (call: number, name: string, type?: string) =>
  need(call, 'get_component', `get_component returns the prop ${name}${type ? `: ${type}` : ''}`, (json) => {
    const found = ((json?.props ?? []) as {name: string; type: string}[]).find((p) => p.name === name);
    if (!found) return `props: ${names(json?.props).join(', ')}`;
    return type && found.type !== type ? `its type is ${found.type}` : undefined;
  });

/** get_component says the component also takes these attributes (`ButtonHTMLAttributes`). */
export const accepts = (call: number, what: string) =>
  need(call, 'get_component', `get_component says the component also accepts ${what}`, (json) => {
    const also = (json?.alsoAccepts ?? []) as string[];
    return also.some((a) => a.includes(what)) ? undefined : `alsoAccepts: ${also.join(', ') || 'nothing'}`;
  });

/** get_component lists the data attribute among the styling hooks. */
export const stylingHook = (call: number, attribute: string) =>
  need(call, 'get_component', `get_component lists the styling hook ${attribute}`, (json) => {
    const hooks = (json?.stylingHooks ?? []) as string[];
    return hooks.some((h) => h === attribute || h.startsWith(`${attribute}=`))
      ? undefined
      : `hooks: ${hooks.join(', ')}`;
  });

/** get_sdk_export returned the member among what the export returns (or, `present: false`, not). */
export const member = (call: number, name: string, present = true) =>
  need(
    call,
    'get_sdk_export',
    `get_sdk_export ${present ? 'returns' : 'does not return'} the member ${name}`,
    (json) => {
      const members = names(json?.returns?.members);
      return members.includes(name) === present ? undefined : `members: ${members.join(', ')}`;
    },
  );

/** get_sdk_export returned the parameter (a function's argument or a provider's prop). */
export const param = (call: number, name: string) =>
  need(call, 'get_sdk_export', `get_sdk_export returns the parameter ${name}`, (json) => {
    const params = names(json?.parameters);
    return params.includes(name) ? undefined : `parameters: ${params.join(', ')}`;
  });

/** get_component or get_sdk_export listed the change of this entry (`Slider.min`, `useSearch().setSort`). */
export const change = (call: number, entry: string) =>
  need(call, undefined, `lists what changed in ${entry}`, (json) => {
    const entries = ((json?.changes ?? []) as {entry: string}[]).map((c) => c.entry);
    return entries.includes(entry) ? undefined : `changes: ${entries.join(', ') || 'none'}`;
  });

/**
 * introspect_graphql_schema returned the type with this field (an object's or input's field, an
 * enum's value, a union's member).
 */
export const field = (call: number, type: string, name: string) =>
  need(call, 'introspect_graphql_schema', `introspect_graphql_schema returns ${type}.${name}`, (json) => {
    const found = ((json?.types ?? []) as any[]).find((t) => t.name === type);
    if (!found) return `types: ${names(json?.types).join(', ') || 'none'}`;
    const has = [...names(found.fields), ...names(found.values), ...((found.possibleTypes ?? []) as string[])];
    return has.includes(name) ? undefined : `${type} has ${has.join(', ')}`;
  });

/** introspect_graphql_schema returned the root field with this argument. */
export const arg = (call: number, rootField: string, name: string) =>
  need(call, 'introspect_graphql_schema', `introspect_graphql_schema returns ${rootField}(${name})`, (json) => {
    const found = ((json?.rootFields ?? []) as any[]).find((f) => f.name === rootField);
    if (!found) return `root fields: ${names(json?.rootFields).join(', ') || 'none'}`;
    return names(found.args).includes(name) ? undefined : `arguments: ${names(found.args).join(', ')}`;
  });

/** validate accepted the document or code. */
export const valid = (call: number) =>
  need(call, 'validate', 'validate accepts it', (json) =>
    json?.valid === true ? undefined : `errors: ${JSON.stringify(json?.errors ?? json)}`,
  );

/** validate rejected the document or code, with an error that names `name`. */
export const invalid = (call: number, name: string) =>
  need(call, 'validate', `validate rejects it, naming ${name}`, (json) =>
    json?.valid === false && JSON.stringify(json.errors ?? []).includes(name)
      ? undefined
      : `valid: ${json?.valid}, errors: ${JSON.stringify(json?.errors ?? [])}`,
  );

/** validate flagged the prop as reaching no element. */
export const flagsProp = (call: number, component: string, propName: string) =>
  need(call, 'validate', `validate flags ${component} ${propName} as reaching no element`, (json) =>
    ((json?.reachesNoElement ?? []) as {component: string; prop: string}[]).some(
      (r) => r.component === component && r.prop === propName,
    )
      ? undefined
      : `reachesNoElement: ${JSON.stringify(json?.reachesNoElement ?? [])}`,
  );

/** get_component marked the prop as reaching no element. */
export const reachesNothing = (call: number, propName: string) =>
  need(call, 'get_component', `get_component marks ${propName} as reaching no element`, (json) =>
    ((json?.props ?? []) as {name: string; reachesNoElement?: boolean}[]).some(
      (p) => p.name === propName && p.reachesNoElement,
    )
      ? undefined
      : 'not marked',
  );

/** search_docs said its best match is poor (so that an agent does not build on it). */
export const lowConfidence = (call: number) =>
  need(call, 'search_docs', 'search_docs answers with low confidence and a note', (json) =>
    json?.confidence === 'low' && typeof json.note === 'string' ? undefined : `confidence: ${json?.confidence}`,
  );

/** The call's text (a page's Markdown, search excerpts) holds the words the answer rests on. */
export const says = (call: number, words: string) =>
  need(call, undefined, `returns text with "${words}"`, (_, answer) =>
    answer?.text.includes(words) ? undefined : 'not in the text',
  );

// ---------------------------------------------------------------------------------------------
// Grading

export interface Check {
  label: string;
  /** Why the check failed; undefined when it passed. */
  problem?: string;
}

interface Source {
  key: string;
  label: string;
  code: string;
  ui: string;
  sdk: string;
}

/** A call as a check's label names it: the tool and its arguments, long ones cut short. */
export function describeCall({tool, args}: ToolCall): string {
  const shown = Object.entries(args).map(([k, v]) => {
    const text = JSON.stringify(v);
    return `${k}: ${text.length > 60 ? `${text.slice(0, 57)}..."` : text}`;
  });
  return `${tool} {${shown.join(', ')}}`;
}

/** Field names of a GraphQL type, or its values or members, for comparing with an answer. */
function membersOf(schema: GraphQLSchema, name: string): string[] | undefined {
  const type = schema.getType(name);
  if (!type) return undefined;
  if (isObjectType(type) || isInputObjectType(type)) return Object.keys(type.getFields());
  if (isEnumType(type)) return type.getValues().map((v) => v.name);
  if (isUnionType(type)) return type.getTypes().map((t) => t.name);
  return [];
}

/**
 * Grades answers and calls. Checks that need the compiler are queued and run by `settle()`, one
 * program per pair of ui and sdk releases for every task at once.
 */
export class Judge {
  private readonly covered: Covered = coveredVersions(ROOT);
  private readonly checks = new Map<string, Check[]>();
  private readonly sources: Source[] = [];
  private readonly renders: {key: string; code: string; behaviour: Behaviour; ui: string; sdk: string}[] = [];
  private readonly schemas = new Map<string, GraphQLSchema>();
  private readonly dataAttributes = new Map<string, Set<string>>();
  private readonly uiNames: ReadonlySet<string>;
  private readonly routes: ReadonlySet<string>;

  constructor(private readonly bundle: Bundle) {
    const {reference, docs} = bundle;
    this.uiNames = new Set(reference.versions.ui.flatMap((v) => Object.keys(reference.ui[v].components)));
    this.routes = new Set(docs.pages.filter((p) => p.listed).map((p) => p.path));
  }

  private dirOf(pkg: PackageKey, version: string): string {
    const found = this.covered[pkg].find((c) => c.version === version);
    if (!found) throw new Error(`@faststore/${pkg}@${version} is not installed beside the site`);
    return found.dir;
  }

  /** The schema of an @faststore/api release, built from the type definitions it ships. */
  private schema(version: string): GraphQLSchema {
    const schema = this.schemas.get(version) ?? getSchema(this.dirOf('api', version));
    this.schemas.set(version, schema);
    return schema;
  }

  /** Every `data-*` attribute the built components of a UI release set. */
  private attributes(version: string): Set<string> {
    const cached = this.dataAttributes.get(version);
    if (cached) return cached;
    const dist = path.join(this.dirOf('ui', version), 'dist');
    const files = fs.readdirSync(dist, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.js'));
    const found = new Set(
      files.flatMap((f) =>
        [...fs.readFileSync(path.join(dist, f), 'utf8').matchAll(/["'](data-[a-z-]+)["']/g)].map((m) => m[1]),
      ),
    );
    this.dataAttributes.set(version, found);
    return found;
  }

  private add(key: string, label: string, problem?: string) {
    const list = this.checks.get(key) ?? [];
    list.push({label, ...(problem !== undefined && {problem})});
    this.checks.set(key, list);
  }

  /**
   * Queues code to type-check against a pair of releases. Code that imports only one of the packages
   * is checked with the other at the same release number, so that few pairs, few programs, remain.
   */
  private compile(key: string, label: string, code: string, ui: string, sdk: string) {
    const imports = (pkg: PackageKey) => new RegExp(`from\\s+['"]@faststore/${pkg}['"]`).test(code);
    const has = (pkg: PackageKey, version: string) => this.covered[pkg].some((c) => c.version === version);
    if (!imports('sdk') && has('sdk', ui)) sdk = ui;
    else if (!imports('ui') && has('ui', sdk)) ui = sdk;
    this.sources.push({key, label, code, ui, sdk});
  }

  /** Grades `text` as the answer to `task` (the expected one, a wrong one, or a model's). */
  answer(key: string, task: AgentTask, text: string | undefined): void {
    const expected = task.answer;
    const releases = answerReleases(task, this.bundle);
    if (!text?.trim()) {
      this.add(key, 'an answer was given', 'no answer');
      return;
    }
    const flag = flagOf(text);
    if (expected.kind === 'flag') {
      this.add(key, 'the answer refuses or flags the task', flag === undefined ? 'no FLAG: line' : undefined);
      for (const name of expected.names)
        this.add(key, `the flag names ${name}`, flag?.includes(name) ? undefined : `flag: ${flag ?? 'none'}`);
      return;
    }
    if (flag !== undefined) {
      this.add(key, 'the answer does the task', `it flags instead: ${flag}`);
      return;
    }
    switch (expected.kind) {
      case 'tsx': {
        let facts: Set<string>;
        try {
          facts = tsxFacts(text);
        } catch (error) {
          this.add(key, 'the code parses', (error as Error).message);
          return;
        }
        for (const fact of expected.uses) this.add(key, `the code has ${fact}`, facts.has(fact) ? undefined : 'absent');
        // A prop that compiles and reaches nothing does not do what it was passed for.
        const ui = this.bundle.reference.ui[releases.ui];
        for (const fact of facts) {
          const m = /^(\w+)\.([\w-]+)$/.exec(fact);
          const info = m && ui?.components[m[1]]?.props.find((p) => p.name === m[2]);
          if (info?.notForwardedIn?.includes(releases.ui))
            this.add(
              key,
              `the code passes no prop that reaches nothing`,
              `${fact} reaches no element in ${releases.ui}`,
            );
        }
        const module = /^\s*(import|export)\s/m.test(text) ? text : `${text}\nexport {};\n`;
        this.compile(key, `the code compiles`, module, releases.ui, releases.sdk);
        if (expected.behaviour)
          this.renders.push({key, code: text, behaviour: expected.behaviour, ui: releases.ui, sdk: releases.sdk});
        return;
      }
      case 'graphql': {
        const label = `the document is valid against @faststore/api@${releases.api}`;
        let facts = new Set<string>();
        try {
          const document = parse(text);
          const errors = validate(this.schema(releases.api), document);
          this.add(key, label, errors.length ? errors.map((e) => e.message).join('; ') : undefined);
          facts = graphqlFacts(document);
        } catch (error) {
          this.add(key, label, (error as Error).message);
        }
        for (const fact of expected.selects)
          this.add(key, `the document selects ${fact}`, facts.has(fact) ? undefined : 'absent');
        return;
      }
      case 'route': {
        const route = text
          .trim()
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(/[#?].*$/, '')
          .replace(/(.)\/$/, '$1');
        this.add(key, `the portal publishes ${route}`, this.routes.has(route) ? undefined : 'no such page');
        const right = [expected.text, ...(expected.alsoRight ?? [])];
        this.add(
          key,
          'the page answers the task',
          right.includes(route) ? undefined : `expected ${right.join(' or ')}`,
        );
        return;
      }
      case 'name': {
        const name = text.trim().replace(/^`|`$/g, '');
        this.add(key, `the name is ${expected.text}`, name === expected.text ? undefined : `got ${name}`);
        this.name(key, expected.pkg, name, releases);
        return;
      }
    }
  }

  /** A name exists in the release: checked by the compiler (ui, sdk), the built code or the schema. */
  private name(key: string, pkg: PackageKey, name: string, releases: Record<PackageKey, string>) {
    const label = `${name} exists in @faststore/${pkg}@${releases[pkg]}`;
    if (pkg === 'api') {
      const [type, fieldName] = name.split('.');
      const members = membersOf(this.schema(releases.api), type);
      const ok = members !== undefined && (fieldName === undefined || members.includes(fieldName));
      this.add(key, label, ok ? undefined : 'not in the schema');
      return;
    }
    if (name.startsWith('data-')) {
      this.add(key, label, this.attributes(releases.ui).has(name) ? undefined : 'no component sets it');
      return;
    }
    const returned = pkg === 'sdk' && /^(\w+)\(\)\.(\w+)$/.exec(name);
    const ofComponent = pkg === 'ui' && /^(\w+)\.([\w-]+)$/.exec(name);
    const code = returned
      ? `import {${returned[1]}} from '@faststore/sdk';\nexport type Member = ReturnType<typeof ${returned[1]}>['${returned[2]}'];\n`
      : ofComponent
        ? `import type {ComponentProps} from 'react';\nimport {${ofComponent[1]}} from '@faststore/ui';\nexport type Prop = ComponentProps<typeof ${ofComponent[1]}>['${ofComponent[2]}'];\n`
        : `import type {${name}} from '@faststore/${pkg}';\nexport type {${name}};\n`;
    this.compile(key, label, code, releases.ui, releases.sdk);
  }

  /** Grades the calls: the task's needs, and the rules every answer of the server keeps. */
  calls(key: string, task: AgentTask, answers: readonly ToolAnswer[]): void {
    const releases = answerReleases(task, this.bundle);
    answers.forEach((answer, i) => {
      const what = `call ${i + 1} (${describeCall(answer)})`;
      const refused = task.calls[i]?.refused;
      if (refused) {
        const code = answer.isError ? answer.json?.error?.code : undefined;
        this.add(key, `${what} is refused with ${refused}`, code === refused ? undefined : answer.text.slice(0, 200));
        return;
      }
      this.add(key, `${what} is answered`, answer.isError ? answer.text : undefined);
      if (answer.isError || !answer.json) return;
      const pkg = packageOf(answer);
      if (pkg) {
        const asked = answer.args.version as string | undefined;
        const expected = asked ?? task.store?.[pkg] ?? this.bundle.reference.defaults[pkg];
        this.add(
          key,
          `${what} answers for @faststore/${pkg}@${expected}`,
          answer.json.version === expected ? undefined : `answered for ${answer.json.version}`,
        );
        // Nothing told the server which release: the agent must learn which one it got, and why.
        if (!asked && !task.store?.[pkg]) {
          this.add(
            key,
            `${what} says which release it chose`,
            typeof answer.json.note === 'string' && answer.json.note.length > 0 ? undefined : 'no note',
          );
        }
      }
      if (answer.tool === 'get_component' && typeof answer.json.example === 'string') {
        const example: string = answer.json.example;
        const code = /^\s*(import|export)\s/m.test(example) ? example : liveModule(example, this.uiNames);
        const ui = answer.json.version as string;
        this.compile(key, `${what}: its example compiles against @faststore/ui@${ui}`, code, ui, releases.sdk);
      }
      if (answer.tool === 'validate' && answer.args.language === 'graphql') this.agreesOnValidity(key, what, answer);
      if (answer.tool === 'introspect_graphql_schema') this.agreesOnSchema(key, what, answer);
    });
    for (const need of task.needs) this.add(key, need.label, need.check(answers));
  }

  private agreesOnValidity(key: string, what: string, answer: ToolAnswer) {
    let truth: boolean;
    try {
      truth = validate(this.schema(answer.json.version), parse(answer.args.code as string)).length === 0;
    } catch {
      truth = false;
    }
    this.add(
      key,
      `${what}: its verdict is the schema's`,
      answer.json.valid === truth ? undefined : `said ${answer.json.valid}, the schema says ${truth}`,
    );
  }

  private agreesOnSchema(key: string, what: string, answer: ToolAnswer) {
    const schema = this.schema(answer.json.version);
    const problems: string[] = [];
    for (const type of (answer.json.types ?? []) as any[]) {
      const truth = membersOf(schema, type.name);
      if (!truth) {
        problems.push(`${type.name} is not in the schema`);
        continue;
      }
      const given = [...names(type.fields), ...names(type.values), ...((type.possibleTypes ?? []) as string[])];
      // A `Type.field` lookup returns one field; the others are only left out.
      for (const n of given) if (!truth.includes(n)) problems.push(`${type.name}.${n} is not in the schema`);
      if (!answer.args.name?.toString().includes('.') && given.length !== truth.length) {
        problems.push(`${type.name} has ${truth.length} members, the answer ${given.length}`);
      }
    }
    for (const root of (answer.json.rootFields ?? []) as any[]) {
      const parent = root.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
      const truth: GraphQLField<unknown, unknown> | undefined = parent?.getFields()[root.name];
      const args = truth?.args.map((a) => a.name) ?? [];
      if (!truth) problems.push(`${root.name} is not a ${root.operation} of the schema`);
      else if (names(root.args).join() !== args.join()) problems.push(`${root.name} takes ${args.join(', ')}`);
    }
    this.add(key, `${what}: what it returned is in the schema`, problems.length ? problems.join('; ') : undefined);
  }

  /** Type-checks every queued source: one program per pair of releases. */
  settle(): void {
    const pairs = new Map<string, Source[]>();
    // The same code against the same releases was checked in an earlier run (a faulty server's): reuse it.
    for (const source of this.sources) {
      const known = compiled.get(`${source.ui}/${source.sdk}/${source.code}`);
      if (known !== undefined) {
        this.add(source.key, `${source.label} (ui ${source.ui}, sdk ${source.sdk})`, known ?? undefined);
        continue;
      }
      const pair = `${source.ui}/${source.sdk}`;
      pairs.set(pair, [...(pairs.get(pair) ?? []), source]);
    }
    for (const sources of pairs.values()) {
      const {ui, sdk} = sources[0];
      const release: CheckedRelease = {
        version: ui,
        ui: {version: ui, dir: this.dirOf('ui', ui)},
        sdk: {version: sdk, dir: this.dirOf('sdk', sdk)},
      };
      const samples: Sample[] = sources.map((s, i) => ({
        page: String(i),
        line: 0,
        file: path.join(ROOT, '.agent-tasks', `${ui}-${sdk}`, `${i}.tsx`),
        code: s.code,
        range: {},
      }));
      const found = diagnostics(samples, release);
      sources.forEach((s, i) => {
        const errors = found.get(String(i));
        compiled.set(`${ui}/${sdk}/${s.code}`, errors ? errors.join('\n') : null);
        this.add(s.key, `${s.label} (ui ${ui}, sdk ${sdk})`, errors ? errors.join('\n') : undefined);
      });
    }
    this.sources.length = 0;
  }

  /** Renders every queued answer with its releases and checks what it rendered (run after `settle`). */
  async behave(): Promise<void> {
    for (const r of this.renders.splice(0)) {
      const problem = await renderProblems(ROOT, r.code, r.behaviour, {
        ui: this.dirOf('ui', r.ui),
        sdk: this.dirOf('sdk', r.sdk),
      });
      this.add(r.key, `${r.behaviour.render} renders ${r.behaviour.contains.join(', ')} (ui ${r.ui})`, problem);
    }
  }

  verdict(key: string): Check[] {
    return this.checks.get(key) ?? [];
  }
}

/** The compiler's verdict on code against a pair of releases (null: no error), kept across runs. */
const compiled = new Map<string, string | null>();

export const failed = (checks: readonly Check[]) => checks.filter((c) => c.problem !== undefined);

export interface TaskResult {
  task: AgentTask;
  answers: ToolAnswer[];
  checks: Check[];
  /** The grades of the task's wrong answer, when it lists one. */
  wrongChecks?: Check[];
}

/** Replays and grades every task: the deterministic benchmark. */
export async function runTasks(bundle: Bundle, tasks: readonly AgentTask[], fault?: Fault): Promise<TaskResult[]> {
  const replayed = await replay(bundle, tasks, fault);
  const judge = new Judge(bundle);
  for (const task of tasks) {
    judge.answer(task.id, task, task.answer.text);
    judge.calls(task.id, task, replayed.get(task.id)!);
    if (task.wrong !== undefined) judge.answer(`${task.id}:wrong`, task, task.wrong);
  }
  judge.settle();
  await judge.behave();
  return tasks.map((task) => ({
    task,
    answers: replayed.get(task.id)!,
    checks: judge.verdict(task.id),
    ...(task.wrong !== undefined && {wrongChecks: judge.verdict(`${task.id}:wrong`)}),
  }));
}
