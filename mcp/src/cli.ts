/**
 * The `faststore-docs-mcp` command.
 *
 *   faststore-docs-mcp [--store <dir>]   serve the tools over stdio (the store defaults to the working folder)
 *   faststore-docs-mcp init [<dir>]      write the AGENTS.md block and print the agents' configuration
 *
 * stdout carries the protocol while serving, so everything else goes to stderr.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {readBundle} from './bundle';
import {createServer, SERVER_VERSION} from './server';
import {detectStore} from './store';
import {init} from './init';
import type {PackageKey} from './data';

/** The bundle sits in the package's `data/`, beside `dist/` (built) and `src/` (tests). */
export const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

const USAGE = `faststore-docs-mcp ${SERVER_VERSION}: the FastStore 1.9 documentation as MCP tools, offline.

  faststore-docs-mcp [--store <dir>]   serve over stdio, answering for the store's @faststore releases
  faststore-docs-mcp init [<dir>]      write the AGENTS.md block in a store and print agent configuration
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
  if (args[0] === 'init') {
    const dir = path.resolve(args[1] ?? '.');
    const store = detectStore(dir);
    if (!store) {
      process.stderr.write(`${dir} has no package.json: run init in the store's folder.\n`);
      return 1;
    }
    const result = init(dir, bundle, store);
    const found = Object.entries(store.packages).map(([k, v]) => `@faststore/${k} ${v.version} (${v.from})`);
    process.stdout.write(
      [
        `${result.created ? 'Created' : 'Updated'} ${result.agentsFile} (${result.blockBytes} bytes in the faststore-docs-mcp block).`,
        `FastStore releases found: ${found.length ? found.join(', ') : 'none'}.`,
        '',
        'Register the server with your agent (the global install puts `faststore-docs-mcp` on the PATH):',
        '',
        ...result.configs.flatMap(({agent, file, text}) => [`${agent}, ${file}:`, text, '']),
      ].join('\n'),
    );
    return 0;
  }
  const storeDir = path.resolve(option(args, '--store') ?? '.');
  const store = detectStore(storeDir);
  const installed = Object.fromEntries(
    Object.entries(store?.packages ?? {}).map(([k, v]) => [k, v.version]),
  ) as Partial<Record<PackageKey, string>>;
  const server = createServer({bundle, store: installed});
  await server.connect(new StdioServerTransport());
  return -1; // keep serving until stdin closes
}
