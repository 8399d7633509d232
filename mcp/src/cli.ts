/**
 * The `faststore-docs-mcp` command: serve the tools over stdio, `init` or `upgrade` (USAGE below says each).
 * stdout carries the protocol while serving, so everything else goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs, type ParseArgsConfig} from 'node:util';
import {fileURLToPath} from 'node:url';
import {readBundle} from './bundle';
import {createServer, SERVER_VERSION} from './server';
import {detectStore, storeContext} from './store';
import {init} from './init';
import {PACKAGE_KEYS} from './data';
import {Versions} from './versions';
import {stdioTransport} from './protocol';
import {parseUpgradeArgs, UPGRADE_USAGE} from './upgrade/args';
import type {Migrations} from '@faststore-docs/reference/data/schemas';

/** The bundle sits in the package's `data/`, beside `dist/` (built) and `src/` (tests). */
export const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

const USAGE = `faststore-docs-mcp ${SERVER_VERSION}: the FastStore 1.9 documentation as MCP tools, offline.

  faststore-docs-mcp [--store <dir>]   serve over stdio, answering for the store's @faststore releases
  faststore-docs-mcp init [<dir>] [--write-config]
                                       write the AGENTS.md block in a store; print the agents' configuration,
                                       or with --write-config add it to .mcp.json, .cursor/mcp.json and .vscode/mcp.json
  faststore-docs-mcp upgrade [<dir>] [--to <version>] [--from <version>] [--dry-run] [--force] [--install]
                                       rewrite the store's code from its @faststore/sdk and /ui releases to <version>
                                       (default: the newest covered) and append the steps left by hand to
                                       faststore-upgrade-report.md; \`faststore-docs-mcp upgrade --help\` says more

  Exit codes: 0 done; 1 upgrade done with steps left by hand; 2 refused or failed (bad arguments too).
`;

/** Serving's and init's arguments, strictly: an unknown option is refused, not taken for a folder. */
function parseStrict<O extends ParseArgsConfig['options']>(args: string[], options: O, positionals: number) {
  try {
    const parsed = parseArgs({args, options, strict: true, allowPositionals: positionals > 0});
    if (parsed.positionals.length > positionals)
      return `unexpected argument ${JSON.stringify(parsed.positionals[positionals])}`;
    return parsed;
  } catch (error) {
    return String((error as Error).message).split('\n')[0];
  }
}

function refuse(message: string): number {
  process.stderr.write(`faststore-docs-mcp: ${message}\n\n${USAGE}`);
  return 2;
}

export async function main(args: string[]): Promise<number> {
  if (args[0] === 'upgrade')
    return upgrade(args.slice(1), () => {
      const {versions, migrations} = readBundle(DATA_DIR).reference;
      return {...versions, migrations};
    });
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (args.includes('--version')) {
    process.stdout.write(`${SERVER_VERSION}\n`);
    return 0;
  }
  const bundle = readBundle(DATA_DIR);
  if (args[0] === 'init') {
    const parsed = parseStrict(args.slice(1), {'write-config': {type: 'boolean'}}, 1);
    if (typeof parsed === 'string') return refuse(parsed);
    const dir = path.resolve(parsed.positionals[0] ?? '.');
    const store = detectStore(dir);
    if (!store) {
      process.stderr.write(`${dir} has no package.json: run init in the store's folder.\n`);
      return 2;
    }
    const result = init(dir, bundle, store, {writeConfig: Boolean(parsed.values['write-config'])});
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
  const served = parseStrict(args, {store: {type: 'string'}}, 0);
  if (typeof served === 'string') return refuse(served);
  const named = served.values.store;
  const storeDir = path.resolve(named ?? '.');
  const {context, messages} = storeContext(storeDir, named !== undefined, bundle.reference.versions);
  for (const message of messages) process.stderr.write(`faststore-docs-mcp: ${message}\n`);
  const server = createServer({bundle, store: context});
  // Which release each package's answers are for, and why, before any call: an agent's logs show it.
  const versions = new Versions(bundle.reference, context);
  for (const pkg of PACKAGE_KEYS) {
    const {version, note} = versions.defaultOf(pkg);
    process.stderr.write(`faststore-docs-mcp: @faststore/${pkg} answers default to ${version}: ${note}.\n`);
  }
  await server.connect(stdioTransport());
  return -1; // keep serving until stdin closes
}

/** Exit codes of `upgrade`, as its usage states them. */
export const EXIT = {done: 0, leftByHand: 1, refused: 2} as const;

async function upgrade(
  argv: string[],
  versions: () => Record<'sdk' | 'ui' | 'api', string[]> & {migrations: Migrations},
): Promise<number> {
  // Loaded only for this command: the TypeScript compiler it carries is large, and serving needs none of it.
  const {planUpgrade, writeUpgrade, diffOf, UpgradeError, REPORT_FILE} = await import('./upgrade/index');
  const {WriteError} = await import('./upgrade/files');
  const {workingTree} = await import('./upgrade/git');
  const say = (line: string) => process.stderr.write(`faststore-docs-mcp upgrade: ${line}\n`);
  const parsed = parseUpgradeArgs(argv);
  if (!parsed.ok) {
    say(parsed.error);
    process.stderr.write(`\n${UPGRADE_USAGE}`);
    return EXIT.refused;
  }
  const {args} = parsed;
  if (args.help) {
    process.stdout.write(UPGRADE_USAGE);
    return EXIT.done;
  }
  const dir = path.resolve(args.dir);
  try {
    // Checked before any work: a preview writes nothing, so it runs on any tree.
    if (!args.preview && !args.force && fs.existsSync(dir)) {
      const tree = workingTree(dir, REPORT_FILE);
      if (tree.kind === 'dirty') {
        const some =
          tree.files.slice(0, 3).join(', ') + (tree.files.length > 3 ? ` and ${tree.files.length - 3} more` : '');
        say(`the git working tree has uncommitted changes (${some}); commit or stash them first, or pass --force.`);
        return EXIT.refused;
      }
      if (tree.kind === 'unknown') {
        say(`git could not say whether the working tree is clean (${tree.reason}); pass --force to run anyway.`);
        return EXIT.refused;
      }
    }
    const result = planUpgrade(dir, versions(), {to: args.to, from: args.from, install: args.install});
    const changes = result.files.reduce((n, f) => n + f.changes.length, 0);
    if (args.preview) {
      process.stdout.write(diffOf(dir, result));
      process.stderr.write(result.report);
    } else {
      writeUpgrade(dir, result);
      process.stdout.write(
        `${result.packages.map((p) => `@faststore/${p.pkg} ${p.from} → ${p.to}`).join(', ')}: ${changes} rewritten, ${result.leftByHand} left to do by hand; see ${path.join(dir, REPORT_FILE)}.\n`,
      );
      if (result.install?.changes.length)
        process.stdout.write(
          `package.json updated (${result.install.changes.join(', ')}): run your package manager to install.\n`,
        );
    }
    for (const s of result.skipped) say(`skipped ${path.relative(dir, s.file)}, which does not parse: ${s.error}`);
    return result.leftByHand > 0 ? EXIT.leftByHand : EXIT.done;
  } catch (error) {
    // A refusal or a failed write is one line: the reader needs the file and the reason, not a stack.
    if (error instanceof UpgradeError || error instanceof WriteError) say(error.message);
    else say(`failed, nothing was written: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
    return EXIT.refused;
  }
}
