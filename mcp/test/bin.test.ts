/**
 * The package as a reader gets it: the tarball the build publishes, installed with no network, `init`
 * run in a store, and the server started the way the agent configuration starts it (the command on
 * the PATH, in the store's folder), then spoken to over stdio.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {agentConfigs, BLOCK_END, BLOCK_START, LAUNCH, MAX_BLOCK_BYTES} from '../src/init';

const ROOT = path.join(__dirname, '..', '..');
const TARBALL = path.join(ROOT, 'build', 'agents', 'faststore-docs-mcp.tgz');
let store: string;
let env: Record<string, string>;

/** A store made from the Next.js starter: it installs @faststore/api 1.9.7 and ui 1.9.10. */
const YARN_LOCK = `# yarn lockfile v1

"@faststore/api@^1.9.4":
  version "1.9.7"
  resolved "https://registry.yarnpkg.com/@faststore/api/-/api-1.9.7.tgz"

"@faststore/ui@^1.9.4":
  version "1.9.10"
  resolved "https://registry.yarnpkg.com/@faststore/ui/-/ui-1.9.10.tgz"
`;

beforeAll(() => {
  expect(fs.existsSync(TARBALL), `${TARBALL} is missing: run npm run build`).toBe(true);
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-store-'));
  const manifest = (dependencies: Record<string, string>) =>
    fs.writeFileSync(path.join(store, 'package.json'), JSON.stringify({name: 'store', private: true, dependencies}));
  // --offline: the package installs from the tarball alone. The store's own dependencies are declared
  // afterwards, as if installed, so that npm does not try to fetch them.
  manifest({});
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', TARBALL], {
    cwd: store,
    stdio: 'pipe',
  });
  // The install's bin folder on the PATH stands for a global install's.
  env = {
    ...process.env,
    PATH: `${path.join(store, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  };
  manifest({'@faststore/api': '^1.9.4', '@faststore/ui': '^1.9.4', 'faststore-docs-mcp': TARBALL});
  fs.writeFileSync(path.join(store, 'yarn.lock'), YARN_LOCK);
  fs.writeFileSync(path.join(store, 'AGENTS.md'), '# Store rules\n\nUse yarn.\n');
}, 120_000);

afterAll(() => fs.rmSync(store, {recursive: true, force: true}));

test("the readers' page links the tarball the build publishes", () => {
  const page = fs.readFileSync(path.join(ROOT, 'build', 'resources', 'ai-tools.html'), 'utf8');
  const href = /href="?(\/agents\/[^"\s>]+\.tgz)/.exec(page)?.[1];
  expect(href).toBeDefined();
  expect(path.join(ROOT, 'build', href!)).toBe(TARBALL);
});

test('init writes one marked block into AGENTS.md, keeps what was there, and prints each agent configuration', () => {
  const run = () => execFileSync(LAUNCH.command, [...LAUNCH.args, 'init'], {cwd: store, encoding: 'utf8', env});
  const output = run();
  run(); // a second run replaces the block instead of adding another
  const agents = fs.readFileSync(path.join(store, 'AGENTS.md'), 'utf8');
  expect(agents.startsWith('# Store rules\n\nUse yarn.\n')).toBe(true);
  expect(agents.split(BLOCK_START)).toHaveLength(2);
  const block = agents.slice(agents.indexOf(BLOCK_START), agents.indexOf(BLOCK_END) + BLOCK_END.length);
  expect(Buffer.byteLength(block)).toBeLessThanOrEqual(MAX_BLOCK_BYTES);
  expect(block).toContain('@faststore/api 1.9.7, read from yarn.lock');
  expect(block).toContain('@faststore/ui 1.9.10, read from yarn.lock');
  for (const {agent, file} of agentConfigs()) expect(output).toContain(`${agent}, ${file}:`);
  const configs = output
    .split(/^.+, \S+\.json:$/m)
    .slice(1)
    .map((text) => JSON.parse(text.split('\n\n')[0]));
  expect(configs).toHaveLength(3);
  for (const config of configs) {
    expect((config.mcpServers ?? config.servers)['faststore-docs']).toMatchObject(LAUNCH);
  }
});

test('the configured command serves the tools over stdio and answers for the store releases', async () => {
  const client = new Client({name: 'bin-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: LAUNCH.command, args: [...LAUNCH.args], cwd: store, env, stderr: 'pipe'}),
  );
  try {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['search_docs', 'get_page', 'validate_graphql', 'get_component']),
    );
    const validation = (await client.callTool({
      name: 'validate_graphql',
      arguments: {document: '{ product(locator: []) { nam } }'},
    })) as {content: {text: string}[]};
    const answer = JSON.parse(validation.content[0].text);
    expect(answer).toMatchObject({version: '1.9.7', valid: false});
    expect(answer.errors[0].suggestions).toEqual(['name']);
    const slider = (await client.callTool({name: 'get_component', arguments: {name: 'Slider'}})) as {
      content: {text: string}[];
    };
    expect(JSON.parse(slider.content[0].text)).toMatchObject({name: 'Slider', version: '1.9.10'});
  } finally {
    await client.close();
  }
});

test('--store answers for a store in another folder than the one the server starts in', async () => {
  const client = new Client({name: 'bin-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: LAUNCH.command,
      args: ['--store', store],
      cwd: os.tmpdir(),
      env,
      stderr: 'pipe',
    }),
  );
  try {
    const answer = (await client.callTool({name: 'introspect_graphql_schema', arguments: {name: 'StoreProduct'}})) as {
      content: {text: string}[];
    };
    expect(JSON.parse(answer.content[0].text)).toMatchObject({version: '1.9.7'});
  } finally {
    await client.close();
  }
});
