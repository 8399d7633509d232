/**
 * The MCP server: seven tools over the data bundle, for coding agents that write FastStore 1.9 store
 * code. Every answer names the release it holds for; a call the server cannot answer gets a tool
 * error (a code, a message and any suggestions), and the server keeps serving.
 */
import {McpServer, type ToolCallback} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {ShapeOutput, ZodRawShapeCompat} from '@modelcontextprotocol/sdk/server/zod-compat.js';
import {z} from 'zod';
import {AREAS, type Bundle, type PackageKey} from './data';
import {DocsSearch} from './search';
import {MIN_ANSWER_CHARACTERS, Pages, anchorOf, pagePart} from './pages';
import {Schemas, hasName, introspect, validateDocument} from './graphql';
import {markdownCodeBlocks} from '@faststore-docs/shared/codeBlocks';
import {getComponent, getSdkExport} from './reference';
import {Versions, type StoreContext} from './versions';
import {GUIDANCE} from './guidance';
import {ToolError} from './toolError';
import {UpgradePlanner} from './upgradePlan';
import {olderLineNote, uncoveredReleaseNote} from './releaseLine';

const SERVER_NAME = 'faststore-docs';
export const SERVER_VERSION = '1.0.0';

/**
 * Longest query `search_docs` takes, and longest document `validate_graphql` takes (characters). A query
 * may be a build's pasted output, which is searched from its error line (shared query reading).
 */
export const MAX_QUERY = 5_000;
export const MAX_DOCUMENT = 50_000;

export interface ServerOptions {
  bundle: Bundle;
  /** The store in use and its releases, or why there is none; tools answer for them unless a call names another. */
  store?: StoreContext;
}

// A type, not an interface: the SDK's tool callback expects an object type open to more fields,
// which only a type alias is assignable to.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type Result = {content: {type: 'text'; text: string}[]; isError?: boolean};

// Compact JSON: an agent pays for every character of an answer.
const ok = (value: unknown): Result => ({
  content: [{type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value)}],
});

function failure(error: unknown): Result {
  const known = error instanceof ToolError;
  const body = {
    error: {
      code: known ? error.code : 'internal_error',
      message: error instanceof Error ? error.message : String(error),
      ...(known && error.suggestions.length > 0 && {suggestions: error.suggestions}),
    },
  };
  return {isError: true, content: [{type: 'text', text: JSON.stringify(body)}]};
}

/** Runs a tool's work and turns any throw into a tool error, so that one bad call ends only itself. */
function guarded<A>(run: (args: A) => unknown): (args: A) => Promise<Result> {
  return async (args) => {
    try {
      return ok(await run(args));
    } catch (error) {
      return failure(error);
    }
  };
}

function required(value: string, what: string, code: string, max: number): string {
  const text = value.trim();
  if (!text) throw new ToolError(code, `The ${what} is empty.`);
  if (value.length > max) {
    throw new ToolError('too_large', `The ${what} has ${value.length} characters; the most this tool takes is ${max}.`);
  }
  return text;
}

/**
 * What an agent should do with a poor match: not build on it. Names the words no page held, and the
 * other ways to find an answer.
 */
function lowConfidenceNote(query: string, unmatched: readonly string[], area: string | undefined): string {
  const lacking = unmatched.length > 0 ? ` No page holds ${unmatched.map((m) => `"${m}"`).join(', ')}.` : '';
  return (
    `No page of the FastStore 1.9 docs answers "${query}" well; these are only the closest.${lacking} ` +
    `Do not treat them as the answer: rephrase with FastStore's own names (get_component, get_sdk_export and ` +
    `introspect_graphql_schema look names up), ${area ? 'search without the area, ' : ''}or start from ` +
    `/docs, /tutorials or /reference with get_page. The portal's English pages answer best to English words.`
  );
}

const GRAPHQL_FENCE = /^(graphql|gql)$/;

const withNote = <T extends object>(result: T, note?: string) => (note ? {...result, note} : result);

/** The size limit the tools that answer with long text take, with what each does past it. */
const maxCharacters = (past: string) =>
  z
    .number()
    .int()
    .min(MIN_ANSWER_CHARACTERS)
    .optional()
    .describe(`The most characters to answer with (at least ${MIN_ANSWER_CHARACTERS}; a token is about 4). ${past}`);

export function createServer({bundle, store}: ServerOptions): McpServer {
  const {docs, reference, searchDir} = bundle;
  const versions = new Versions(reference, store, docs.pages, docs.origin);
  const search = new DocsSearch(searchDir, docs.pages, docs.origin);
  const pages = new Pages(docs.pages);
  const schemas = new Schemas(reference.api);
  const planner = new UpgradePlanner(
    reference,
    docs.origin,
    store ?? {missing: 'the server was started without a store'},
    docs.pages,
  );
  // The same guidance `init` writes into the store's AGENTS.md, for clients that read none.
  const server = new McpServer({name: SERVER_NAME, version: SERVER_VERSION}, {instructions: GUIDANCE.join('\n')});
  const versionArg = (pkg: PackageKey) =>
    z
      .string()
      .optional()
      .describe(
        `A release of @faststore/${pkg}: ${versions.covered(pkg).join(', ')}. Default: ${versions.defaultOf(pkg).version}.`,
      );

  const tool = <S extends ZodRawShapeCompat>(
    name: string,
    spec: {title: string; description: string; inputSchema: S},
    run: (args: ShapeOutput<S>) => unknown,
  ) =>
    server.registerTool(
      name,
      {...spec, annotations: {readOnlyHint: true, openWorldHint: false}},
      // The SDK's callback type is conditional on the shape, which TypeScript leaves open for a generic S.
      guarded(run) as unknown as ToolCallback<S>,
    );
  /** The API answers and the component and SDK lookups: for the release asked for, else the store's. */
  const inRelease = <T extends object>(pkg: PackageKey, version: string | undefined, run: (version: string) => T) => {
    const resolved = versions.resolve(pkg, version);
    return withNote(run(resolved.version), resolved.note);
  };
  const lookupSpec = (pkg: PackageKey, example: string) => ({
    name: z.string().describe(`The export name, e.g. ${example}.`),
    version: versionArg(pkg),
  });

  tool(
    'search_docs',
    {
      title: 'Search the FastStore 1.9 docs',
      description:
        'Searches the FastStore 1.9 documentation portal (tutorials, how-to and conceptual guides, the GraphQL API, SDK and UI component references, release notes) and returns the best pages, each with its URL and the matching sections with an excerpt. Ask in plain words, by name or with a pasted error; forgives a mistyped letter. Answers confidence "low", with a note, when no page matches well: do not build on those results. ' +
        `The references cover ${versions.describe('ui')}, ${versions.describe('sdk')} and ${versions.describe('api')}. ` +
        'Read a result in full with get_page.',
      inputSchema: {
        query: z
          .string()
          .describe(
            `What to find: a task in plain words, an export or GraphQL name, an error message (a pasted build or console output of up to ${MAX_QUERY} characters is searched from its error).`,
          ),
        limit: z.number().int().min(1).max(20).optional().describe('How many pages to return (1 to 20, default 5).'),
        area: z.enum(AREAS).optional().describe('Search only one part of the portal.'),
      },
    },
    async ({query, limit, area}) => {
      const text = required(query, 'query', 'empty_query', MAX_QUERY);
      const answer = await search.search({query: text, limit: limit ?? 5, area});
      // A question about an older FastStore line: the reference pages that match its words compare 1.9 releases.
      const older = olderLineNote(text, versions.covered('ui'), docs.pages, docs.origin);
      const wrongLine = older && answer.results.slice(0, 3).some((r) => r.path.startsWith('/reference/'));
      // A release of the covered line that no package has (`1.9.12`): no page describes it.
      const uncovered = uncoveredReleaseNote(text, {
        ui: versions.covered('ui'),
        sdk: versions.covered('sdk'),
        api: versions.covered('api'),
      });
      const confidence = wrongLine || uncovered ? 'low' : answer.confidence;
      return withNote(
        {
          query: text,
          ...(answer.searchedFor !== text.toLowerCase() && {searchedFor: answer.searchedFor}),
          ...(answer.corrections.length > 0 && {corrections: answer.corrections}),
          ...(answer.missing.length > 0 && {missing: answer.missing}),
          ...(area && {area}),
          confidence,
          results: answer.results,
        },
        // Whatever matched, an agent asking about an older line is told which releases the portal covers.
        older
          ? older.note
          : uncovered
            ? uncovered.note
            : answer.confidence === 'low'
              ? lowConfidenceNote(text, answer.unmatched, area)
              : undefined,
      );
    },
  );

  tool(
    'get_page',
    {
      title: 'Read a FastStore 1.9 docs page',
      description:
        'Returns one page of the FastStore 1.9 documentation portal as Markdown, generated references included, by route (`/reference/sdk/cart/useCart`) or by URL. An unknown route gets the nearest routes. ' +
        "Pages run up to 30 000 characters: pass `section` (a heading or its `#anchor`, also accepted in the path) for one section, and `maxCharacters` to cap the answer; what is left out is listed with each section's heading, anchor and size.",
      inputSchema: {
        path: z.string().describe('The route or the page URL, as search_docs returns it; may end in #anchor.'),
        section: z.string().optional().describe('A heading of the page (`Returns`) or its anchor (`#returns`).'),
        maxCharacters: maxCharacters('Default: the whole page or section.'),
      },
    },
    ({path, section, maxCharacters}) => {
      const route = required(path, 'path', 'empty_path', 2000);
      const wanted = section?.trim() || anchorOf(route);
      return pagePart(pages.get(route), {section: wanted, maxCharacters});
    },
  );

  tool(
    'introspect_graphql_schema',
    {
      title: 'Look up the FastStore GraphQL schema',
      description:
        `Looks up the GraphQL schema of the FastStore API (@faststore/api, FastStore 1.9; covered: ${versions.describe('api')}): ` +
        'a type with its fields, arguments and descriptions (`StoreProduct`), one field (`StoreProduct.offers`), a root field (`product` is Query.product), or every name matching a pattern (`Store*`).',
      inputSchema: {
        name: z.string().describe('A type, `Type.field`, a query or mutation name, or a pattern with `*`.'),
        version: versionArg('api'),
      },
    },
    ({name, version}) => {
      const text = required(name, 'name', 'empty_name', 200);
      return inRelease('api', version, (release) => {
        try {
          return {package: '@faststore/api', version: release, ...introspect(schemas.of(release), text, release)};
        } catch (error) {
          // A type another covered release has: say which, as the component and SDK tools do.
          const elsewhere =
            error instanceof ToolError && error.code === 'unknown_type'
              ? versions.covered('api').filter((v) => v !== release && hasName(schemas.of(v), text))
              : [];
          if (elsewhere.length === 0) throw error;
          throw new ToolError(
            'not_in_release',
            `@faststore/api ${release} has no "${text}"; the covered releases that have it: ${elsewhere.join(', ')}.`,
            elsewhere,
          );
        }
      });
    },
  );

  tool(
    'validate',
    {
      title: 'Validate GraphQL or TypeScript code for a FastStore 1.9 store',
      description:
        `GraphQL (\`language: "graphql"\`): validates a query, mutation or fragment against the schema of the FastStore API (@faststore/api, FastStore 1.9; covered: ${versions.describe('api')}); every error with its line and column, and the name meant when a field, type or argument is misspelt; a Markdown text with \`\`\`graphql blocks is answered block by block. ` +
        `TypeScript (\`"tsx"\` or \`"ts"\`): type-checks a snippet or module against the @faststore/ui and @faststore/sdk the store has installed (FastStore 1.9; covered: ${versions.describe('ui')}, ${versions.describe('sdk')}), with its React types, as its build would; every error with its line, and each prop passed to a @faststore/ui component that reaches no element in that release (\`reachesNoElement\`: it compiles and does nothing). ` +
        'Use it before writing code into the store.',
      inputSchema: {
        language: z.enum(['graphql', 'tsx', 'ts']).describe('graphql, tsx (components) or ts.'),
        code: z.string().describe('The document or the code; for graphql, also Markdown holding ```graphql blocks.'),
        version: z
          .string()
          .optional()
          .describe(
            `graphql: the @faststore/api release (${versions.covered('api').join(', ')}). tsx/ts: the @faststore/ui and @faststore/sdk release the store must have installed. Default: the store's.`,
          ),
      },
    },
    async ({language, code, version}) => {
      required(code, 'code', 'empty_code', MAX_DOCUMENT);
      if (language === 'graphql') {
        return inRelease('api', version, (release) => {
          const schema = schemas.of(release);
          const blocks = markdownCodeBlocks(code).filter((b) => GRAPHQL_FENCE.test(b.lang));
          const each = blocks.map((b) => ({line: b.line, ...validateDocument(schema, b.code)}));
          const answer =
            blocks.length > 0 ? {valid: each.every((b) => b.valid), blocks: each} : validateDocument(schema, code);
          return {language, package: '@faststore/api', version: release, ...answer};
        });
      }
      // The store on an older line is refused here too, with where its upgrade starts.
      const {note} = versions.resolve('ui', version);
      // The compiler is loaded only now: serving every other tool needs none of it.
      const {checkCode, installedReleases} = await import('./validateCode');
      const has = installedReleases(store?.dir, {ui: version, sdk: version});
      const result = checkCode(store!.dir!, code, language, has.ui ? reference.ui[has.ui] : undefined, has.ui);
      return withNote(
        {
          language,
          version: has.ui ?? has.sdk,
          packages: {
            ...(has.ui && {'@faststore/ui': has.ui}),
            ...(has.sdk && {'@faststore/sdk': has.sdk}),
          },
          ...result,
        },
        [
          note && !version ? `checked against the store's installed packages (${store!.dir})` : undefined,
          result.standardLibrary
            ? `The store's node_modules has no TypeScript standard library (no TypeScript, or TypeScript 7), so the check read ${result.standardLibrary}`
            : undefined,
          result.reachesNoElement.length > 0
            ? `Accepted but not forwarded in ${has.ui}: ${result.reachesNoElement.map((r) => `${r.component} ${r.prop} (line ${r.line})`).join(', ')} reach no element; drop them or put what they should do on an element that takes it.`
            : undefined,
        ]
          .filter(Boolean)
          .join('. ') || undefined,
      );
    },
  );

  tool(
    'get_component',
    {
      title: 'Get a FastStore UI component',
      description:
        `Returns a component or hook of @faststore/ui (FastStore 1.9; covered: ${versions.describe('ui')}): ` +
        'its props with types, defaults and descriptions, its styling hooks (data attributes), the live example from its page, the page URL, the covered releases that export it and what changed between them, behaviour included.',
      inputSchema: lookupSpec('ui', '`Slider` or `ProductCard`'),
    },
    ({name, version}) =>
      inRelease('ui', version, (release) =>
        getComponent(reference, docs.origin, required(name, 'name', 'empty_name', 200), release),
      ),
  );

  tool(
    'get_sdk_export',
    {
      title: 'Get a FastStore SDK export',
      description:
        `Returns an export of @faststore/sdk (FastStore 1.9; covered: ${versions.describe('sdk')}), such as useCart or useSearch: ` +
        'its declaration, parameters, the members of what it returns, the page URL, the covered releases that export it and what changed between them, behaviour included (such as a function that now throws).',
      inputSchema: lookupSpec('sdk', '`useSearch`'),
    },
    ({name, version}) =>
      inRelease('sdk', version, (release) =>
        getSdkExport(reference, docs.origin, required(name, 'name', 'empty_name', 200), release),
      ),
  );

  const release = (pkg: PackageKey) => z.string().optional().describe(`The @faststore/${pkg} release to start from.`);
  tool(
    'plan_upgrade',
    {
      title: 'Plan a FastStore 1.9 upgrade',
      description:
        "Plans moving a FastStore 1.9 store from the @faststore releases it has to newer covered ones: for each package, every breaking change crossed, in order, with the step to take and whether the `faststore-docs-mcp upgrade` command rewrites it in the store's code (`automatic`) or why it is done by hand, and the portal's upgrade page. " +
        `Covered: ${versions.describe('ui')}, ${versions.describe('sdk')}, ${versions.describe('api')}. Starts from the store's releases unless \`from\` names others.`,
      inputSchema: {
        to: z
          .string()
          .optional()
          .describe("The release to move every package to. Default: each package's newest covered."),
        from: z
          .object({ui: release('ui'), sdk: release('sdk'), api: release('api')})
          .optional()
          .describe('Releases to start from instead of the store\'s, e.g. {"sdk": "1.9.10"}.'),
        maxCharacters: maxCharacters(
          "A plan that is longer drops each change's details, then counts the changes it cannot list. Default: the whole plan.",
        ),
      },
    },
    ({to, from, maxCharacters}) => planner.plan({to: to?.trim() || undefined, from, maxCharacters}),
  );

  return server;
}
