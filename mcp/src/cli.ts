/**
 * The `faststore-docs-mcp` command: serve the tools over stdio, `init` or `upgrade` (USAGE below says each).
 * stdout carries the protocol while serving, so everything else goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {readBundle} from './bundle';
import {createServer, SERVER_VERSION} from './server';
import {detectStore} from './store';
import {init} from './init';
import {PACKAGE_KEYS} from './data';
import {Versions, type StoreContext} from './versions';
import {replyToMalformedLines} from './protocol';

/** The bundle sits in the package's `data/`, beside `dist/` (built) and `src/` (tests). */
export const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

const USAGE = `faststore-docs-mcp ${SERVER_VERSION}: the FastStore 1.9 documentation as MCP tools, offline.

  faststore-docs-mcp [--store <dir>]   serve over stdio, answering for the store's @faststore releases
  faststore-docs-mcp init [<dir>] [--write-config]
                                       write the AGENTS.md block in a store; print the agents' configuration,
                                       or with --write-config add it to .mcp.json, .cursor/mcp.json and .vscode/mcp.json
  faststore-docs-mcp upgrade [--to <version>] [--dry-run] [<dir>]
                                       rewrite the store's code from its @faststore/sdk and /ui releases to <version>
                                       (default: the newest covered), write faststore-upgrade-report.md;
                                       --dry-run prints the diff and writes nothing
`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args.includes('--version')) {
    process.stdout.write(`${SERVER_VERSION}\n`);
    return 0;
  }
  const bundle = readBundle(DATA_DIR);
  if (args[0] === 'upgrade') return upgrade(args.slice(1), bundle.reference.versions);
  if (args[0] === 'init') {
    const dir = path.resolve(args.slice(1).find((a) => !a.startsWith('--')) ?? '.');
    const store = detectStore(dir);
    if (!store) {
      process.stderr.write(`${dir} has no package.json: run init in the store's folder.\n`);
      return 1;
    }
    const result = init(dir, bundle, store, {writeConfig: args.includes('--write-config')});
    const found = Object.entries(store.packages).map(([k, v]) =>
      v.from === 'package.json'
        ? `@faststore/${k} "${v.range}" (declared in package.json, not installed)`
        : `@faststore/${k} ${v.version} (${v.from})`,
    );
    const {configFiles} = result;
    process.stdout.write(
      [
        `${result.created ? 'Created' : 'Updated'} ${result.agentsFile} (${result.blockBytes} bytes in the faststore-docs-mcp block).`,
        ...(result.bridgedClaude ? ['Added "@AGENTS.md" to CLAUDE.md, so that Claude Code reads the block too.'] : []),
        `FastStore releases found: ${found.length ? found.join(', ') : 'none'}.`,
        '',
        ...(configFiles
          ? [
              `Wrote the server's entry into ${configFiles.written.join(', ') || 'no file'}, beside any servers already there.`,
              ...configFiles.skipped.map((s) => `Left ${s}.`),
              '',
              'For Codex, add to your own configuration:',
              '',
              ...result.configs.user.flatMap(({file, text}) => [`${file}:`, text, '']),
            ]
          : [
              'Register the server with your agent (the global install puts `faststore-docs-mcp` on the PATH), or run `faststore-docs-mcp init --write-config` to write the project files:',
              '',
              ...[...result.configs.project, ...result.configs.user].flatMap(({agent, file, text}) => [
                `${agent}, ${file}:`,
                text,
                '',
              ]),
            ]),
      ].join('\n'),
    );
    return 0;
  }
  const named = option(args, '--store');
  const storeDir = path.resolve(named ?? '.');
  const store = fs.existsSync(storeDir) ? detectStore(storeDir) : undefined;
  const context: StoreContext = store
    ? {dir: store.dir, packages: store.packages}
    : {
        missing: !fs.existsSync(storeDir)
          ? `--store ${storeDir} does not exist`
          : `no store in ${storeDir} (no package.json there${named ? '' : '; the server was started outside the store'})`,
      };
  const server = createServer({bundle, store: context});
  // Which release each package's answers are for, and why, before any call: an agent's logs show it.
  const versions = new Versions(bundle.reference, context);
  for (const pkg of PACKAGE_KEYS) {
    const {version, note} = versions.defaultOf(pkg);
    process.stderr.write(`faststore-docs-mcp: @faststore/${pkg} answers default to ${version}: ${note}.\n`);
  }
  await server.connect(replyToMalformedLines(new StdioServerTransport()));
  return -1; // keep serving until stdin closes
}

async function upgrade(args: string[], covered: Record<'sdk' | 'ui', string[]>): Promise<number> {
  // Loaded only for this command: the TypeScript compiler it carries is large, and serving needs none of it.
  const {planUpgrade, writeUpgrade, diffOf, UpgradeError, REPORT_FILE} = await import('./upgrade/index');
  const to = option(args, '--to');
  const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--to') ?? '.');
  try {
    const result = planUpgrade(dir, covered, to);
    const changes = result.files.reduce((n, f) => n + f.changes.length, 0);
    const todos = result.files.reduce((n, f) => n + f.todos.length, 0) + result.skipped.length;
    if (args.includes('--dry-run')) {
      process.stdout.write(diffOf(dir, result));
      process.stderr.write(result.report);
    } else {
      writeUpgrade(dir, result);
      process.stdout.write(
        `${result.packages.map((p) => `@faststore/${p.pkg} ${p.from} → ${p.to}`).join(', ')}: ${changes} rewritten, ${todos} left to do by hand; see ${path.join(dir, REPORT_FILE)}.\n`,
      );
    }
    for (const s of result.skipped)
      process.stderr.write(
        `faststore-docs-mcp: skipped ${path.relative(dir, s.file)}, which does not parse: ${s.error}\n`,
      );
    return 0;
  } catch (error) {
    if (error instanceof UpgradeError) {
      process.stderr.write(`faststore-docs-mcp upgrade: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
