/**
 * `faststore-docs-mcp init`: prepares a store repository for coding agents. It writes (or replaces)
 * one marked block in the store's `AGENTS.md` — the store's FastStore releases, how to call the tools,
 * and a compact index of what is documented where — and returns the configuration each common agent
 * needs to start the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Bundle, PackageKey} from './data';
import type {StoreVersions} from './store';
import {Versions} from './versions';

export const BLOCK_START = '<!-- faststore-docs-mcp:start -->';
export const BLOCK_END = '<!-- faststore-docs-mcp:end -->';
/** Agents read AGENTS.md into every session: the block must stay small. */
export const MAX_BLOCK_BYTES = 8 * 1024;

/**
 * How an agent starts the server: the command the global install puts on the PATH. Nothing else
 * runs (npx would ask the registry about a package it cannot find locally).
 */
export const LAUNCH = {command: 'faststore-docs-mcp', args: [] as string[]};

export interface AgentConfig {
  agent: string;
  file: string;
  text: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The file each common agent reads its servers from, with the server's entry in it. */
export function agentConfigs(): AgentConfig[] {
  const stdio = {type: 'stdio', ...LAUNCH};
  return [
    {agent: 'Claude Code', file: '.mcp.json', text: json({mcpServers: {'faststore-docs': stdio}})},
    {agent: 'Cursor', file: '.cursor/mcp.json', text: json({mcpServers: {'faststore-docs': LAUNCH}})},
    {agent: 'VS Code', file: '.vscode/mcp.json', text: json({servers: {'faststore-docs': stdio}})},
    {
      agent: 'Codex',
      file: '~/.codex/config.toml',
      text: `[mcp_servers.faststore-docs]\ncommand = "${LAUNCH.command}"\nargs = ${JSON.stringify(LAUNCH.args)}`,
    },
  ];
}

const list = (names: readonly string[]) => names.join(', ');

/** The block's Markdown, trimmed of its longest lists if it would pass MAX_BLOCK_BYTES. */
function agentsBlock(bundle: Bundle, store: StoreVersions | undefined): string {
  const {reference, docs} = bundle;
  const installed = Object.fromEntries(
    Object.entries(store?.packages ?? {}).map(([k, v]) => [k, v.version]),
  ) as Partial<Record<PackageKey, string>>;
  const versions = new Versions(reference, installed);
  const releases = (['ui', 'sdk', 'api'] as const).map((pkg) => {
    const found = store?.packages[pkg];
    const resolved = versions.defaultOf(pkg);
    if (!found) return `- @faststore/${pkg}: not a dependency of this store; tools default to ${resolved.version}.`;
    const answer =
      resolved.version === found.version
        ? ''
        : ` (tools answer for ${resolved.version}: the newest covered release before it)`;
    return `- @faststore/${pkg} ${found.version}, read from ${found.from}${answer}.`;
  });
  const ui = reference.ui[versions.defaultOf('ui').version];
  const sdk = reference.sdk[versions.defaultOf('sdk').version];
  const schema = reference.api[versions.defaultOf('api').version];
  const rootFields = (type: string) => {
    const body = new RegExp(`type ${type} \\{([\\s\\S]*?)\\n\\}`).exec(schema)?.[1] ?? '';
    return [...body.matchAll(/^\s{2}(\w+)[(:]/gm)].map((m) => m[1]);
  };
  const areas = (['tutorials', 'how-to-guides', 'concepts'] as const).map((area) => {
    const pages = docs.pages.filter((p) => p.listed && p.area === area && p.path.split('/').length <= 3);
    return `- ${area}: ${pages.map((p) => p.path).join(', ')}`;
  });

  const build = (index: string[]) =>
    [
      BLOCK_START,
      '## FastStore documentation for agents',
      '',
      'This store is built with FastStore 1.9. Its releases:',
      ...releases,
      '',
      'The `faststore-docs` MCP server (package `faststore-docs-mcp`, offline) answers for these releases. Before writing or changing FastStore code:',
      '- `search_docs(query)` finds guides and reference pages; `get_page(path)` reads one as Markdown.',
      "- `get_component(name)` gives a @faststore/ui component's props, styling hooks (data attributes) and example; `get_sdk_export(name)` a @faststore/sdk export's signature and returned members.",
      "- `introspect_graphql_schema(name)` lists a type's fields; `validate_graphql(document)` checks a query before it goes into the store's code.",
      'Check props, hooks and GraphQL fields with the tools rather than from memory: they differ between FastStore releases, and the ones above are what this store has.',
      '',
      `Documented (${docs.origin}):`,
      ...index,
      BLOCK_END,
    ].join('\n');

  const full = [
    `- UI components and hooks (@faststore/ui ${ui.version}): ${list(Object.keys(ui.components))}`,
    `- SDK exports (@faststore/sdk ${sdk.version}): ${list(Object.keys(sdk.exports))}`,
    `- GraphQL queries: ${list(rootFields('Query'))}; mutations: ${list(rootFields('Mutation'))}`,
    ...areas,
  ];
  let index = full;
  // Drop the guides' page lists first, then the longest remaining lines, until the block fits.
  while (Buffer.byteLength(build(index)) > MAX_BLOCK_BYTES && index.length > 0) index = index.slice(0, -1);
  return build(index);
}

/** AGENTS.md with the block put in place of the previous one, or added at the end. */
export function withBlock(existing: string | undefined, block: string): string {
  if (!existing?.trim()) return `# Agents\n\n${block}\n`;
  const start = existing.indexOf(BLOCK_START);
  const end = existing.indexOf(BLOCK_END);
  if (start !== -1 && end > start) return existing.slice(0, start) + block + existing.slice(end + BLOCK_END.length);
  return `${existing.replace(/\s*$/, '')}\n\n${block}\n`;
}

export interface InitResult {
  agentsFile: string;
  created: boolean;
  blockBytes: number;
  configs: AgentConfig[];
}

export function init(dir: string, bundle: Bundle, store: StoreVersions | undefined): InitResult {
  const agentsFile = path.join(dir, 'AGENTS.md');
  const existing = fs.existsSync(agentsFile) ? fs.readFileSync(agentsFile, 'utf8') : undefined;
  const block = agentsBlock(bundle, store);
  fs.writeFileSync(agentsFile, withBlock(existing, block));
  return {agentsFile, created: existing === undefined, blockBytes: Buffer.byteLength(block), configs: agentConfigs()};
}
