/**
 * `faststore-docs-mcp init`: prepares a store repository for coding agents. It writes (or replaces)
 * one marked block in the store's `AGENTS.md` — the store's FastStore releases, how to call the tools,
 * and a compact index of what is documented where — and returns the configuration each common agent
 * needs to start the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PACKAGE_KEYS, type Bundle} from './data';
import {GUIDANCE} from './guidance';
import type {StoreVersions} from './store';
import {Versions} from './versions';
import {lineOf} from './releaseLine';

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

/** The entry of the server in an agent's configuration file, under the key the agent reads. */
export interface ProjectConfig extends AgentConfig {
  /** `mcpServers` or `servers`. */
  key: string;
  entry: Record<string, unknown>;
}

const SERVER_KEY = 'faststore-docs';

/**
 * The file each common agent reads its servers from, with the server's entry in it. The server answers
 * for the store it is told of: VS Code and Cursor expand `${workspaceFolder}` to the folder they
 * opened, wherever they start the server; Claude Code starts a project's servers in the project's
 * folder; Codex's configuration is the user's, so it names the store's absolute path.
 */
export function agentConfigs(storeDir: string): {project: ProjectConfig[]; user: AgentConfig[]} {
  const inWorkspace = {...LAUNCH, args: [...LAUNCH.args, '--store', '${workspaceFolder}']};
  const project = [
    {agent: 'Claude Code', file: '.mcp.json', key: 'mcpServers', entry: {type: 'stdio', ...LAUNCH}},
    {agent: 'Cursor', file: '.cursor/mcp.json', key: 'mcpServers', entry: inWorkspace},
    {agent: 'VS Code', file: '.vscode/mcp.json', key: 'servers', entry: {type: 'stdio', ...inWorkspace}},
  ].map((c) => ({...c, text: json({[c.key]: {[SERVER_KEY]: c.entry}})}));
  const args = [...LAUNCH.args, '--store', storeDir];
  return {
    project,
    user: [
      {
        agent: 'Codex',
        file: '~/.codex/config.toml',
        text: `[mcp_servers.${SERVER_KEY}]\ncommand = "${LAUNCH.command}"\nargs = ${JSON.stringify(args)}`,
      },
    ],
  };
}

/**
 * Writes each project configuration file, adding the server's entry beside the servers already
 * there. A file that is not JSON is left as it is and reported.
 */
export function writeConfigs(dir: string, configs: readonly ProjectConfig[]): {written: string[]; skipped: string[]} {
  const written: string[] = [];
  const skipped: string[] = [];
  for (const config of configs) {
    const file = path.join(dir, config.file);
    let existing: Record<string, unknown> = {};
    if (fs.existsSync(file)) {
      try {
        const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        existing = parsed as Record<string, unknown>;
      } catch {
        skipped.push(`${config.file} (not a JSON object; add the entry by hand)`);
        continue;
      }
    }
    const servers = existing[config.key];
    const others = servers && typeof servers === 'object' && !Array.isArray(servers) ? servers : {};
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, `${json({...existing, [config.key]: {...others, [SERVER_KEY]: config.entry}})}\n`);
    written.push(config.file);
  }
  return {written, skipped};
}

/** Claude Code reads CLAUDE.md instead of AGENTS.md when a project has one: it then imports AGENTS.md. */
export const CLAUDE_IMPORT = '@AGENTS.md';

function bridgeClaude(dir: string): boolean {
  const file = path.join(dir, 'CLAUDE.md');
  if (!fs.existsSync(file)) return false;
  const text = fs.readFileSync(file, 'utf8');
  if (text.split('\n').some((line) => line.trim() === CLAUDE_IMPORT)) return false;
  fs.writeFileSync(file, `${text.replace(/\s*$/, '')}\n\n${CLAUDE_IMPORT}\n`);
  return true;
}

const list = (names: readonly string[]) => names.join(', ');

/** The block's Markdown, trimmed of its longest lists if it would pass MAX_BLOCK_BYTES. */
function agentsBlock(bundle: Bundle, store: StoreVersions | undefined): string {
  const {reference, docs} = bundle;
  const versions = new Versions(reference, store ? {packages: store.packages} : undefined, docs.pages, docs.origin);
  const releases = PACKAGE_KEYS.map((pkg) => {
    const found = store?.packages[pkg];
    const resolved = versions.defaultOf(pkg);
    if (!found) return `- @faststore/${pkg}: not a dependency of this store; tools default to ${resolved.version}.`;
    const has =
      found.from === 'package.json'
        ? `declared as "${found.range}" in package.json`
        : `${found.version}, read from ${found.from}`;
    if (resolved.outsideLine) return `- @faststore/${pkg} ${has}. ${resolved.outsideLine}`;
    const answer =
      resolved.version === found.version && found.from !== 'package.json'
        ? ''
        : ` (tools answer for ${resolved.version}: ${resolved.note})`;
    return `- @faststore/${pkg} ${has}${answer}.`;
  });
  const coveredLine = lineOf(reference.versions.ui[0]);
  const olderLines = [
    ...new Set(
      PACKAGE_KEYS.flatMap((pkg) => {
        const found = store?.packages[pkg];
        return found && versions.defaultOf(pkg).outsideLine ? [lineOf(found.version)] : [];
      }),
    ),
  ];
  // A store on an older line is not told it is built with the covered one, nor handed its index as its own.
  const intro =
    olderLines.length > 0
      ? `This store is on FastStore ${olderLines.join(' and ')}, not ${coveredLine}: the tools' references cover FastStore ${coveredLine} only, and a call that names no release is refused, saying why (and, from an older line, where the store's upgrade starts). Its releases:`
      : `This store is built with FastStore ${coveredLine}. Its releases:`;
  const indexHead =
    olderLines.length > 0
      ? `Documented for FastStore ${coveredLine}, not this store's releases${docs.origin ? ` (${docs.origin})` : ''}:`
      : `Documented${docs.origin ? ` (${docs.origin})` : ''}:`;
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
      intro,
      ...releases,
      '',
      ...GUIDANCE,
      '',
      indexHead,
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
  /** CLAUDE.md gained the line that imports AGENTS.md. */
  bridgedClaude: boolean;
  configs: ReturnType<typeof agentConfigs>;
  /** With `writeConfig`: the project configuration files written, and those left alone. */
  configFiles?: {written: string[]; skipped: string[]};
}

export function init(
  dir: string,
  bundle: Bundle,
  store: StoreVersions | undefined,
  {writeConfig = false}: {writeConfig?: boolean} = {},
): InitResult {
  const agentsFile = path.join(dir, 'AGENTS.md');
  const existing = fs.existsSync(agentsFile) ? fs.readFileSync(agentsFile, 'utf8') : undefined;
  const block = agentsBlock(bundle, store);
  fs.writeFileSync(agentsFile, withBlock(existing, block));
  const configs = agentConfigs(dir);
  return {
    agentsFile,
    created: existing === undefined,
    blockBytes: Buffer.byteLength(block),
    bridgedClaude: bridgeClaude(dir),
    configs,
    ...(writeConfig && {configFiles: writeConfigs(dir, configs.project)}),
  };
}
