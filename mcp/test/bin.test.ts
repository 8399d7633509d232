/**
 * The package as a reader gets it: the tarball the build publishes, installed globally with no
 * network (the one setup path the README, the readers' page and `init` give), `init` run in a store,
 * and the server started the way the agent configuration starts it (the command on the PATH, in the
 * store's folder or pointed at it), then spoken to over stdio.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {testStore} from '../src/upgrade/testStore';
import {agentConfigs, BLOCK_END, BLOCK_START, LAUNCH, MAX_BLOCK_BYTES} from '../src/init';

const ROOT = path.join(__dirname, '..', '..');
const TARBALL = path.join(ROOT, 'build', 'agents', 'faststore-docs-mcp.tgz');
let store: string;
let prefix: string;
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
  // A global install into a prefix of its own, so the test leaves the machine's global packages alone;
  // --offline: the package installs from the tarball alone.
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-global-'));
  execFileSync('npm', ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', TARBALL], {
    stdio: 'pipe',
  });
  env = {...process.env, PATH: `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH}`};
  fs.writeFileSync(
    path.join(store, 'package.json'),
    JSON.stringify({
      name: 'store',
      private: true,
      dependencies: {'@faststore/api': '^1.9.4', '@faststore/ui': '^1.9.4'},
    }),
  );
  fs.writeFileSync(path.join(store, 'yarn.lock'), YARN_LOCK);
  fs.writeFileSync(path.join(store, 'AGENTS.md'), '# Store rules\n\nUse yarn.\n');
}, 120_000);

afterAll(() => [store, prefix].forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

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
  const {project, user} = agentConfigs(store);
  for (const {agent, file} of [...project, ...user]) expect(output).toContain(`${agent}, ${file}:`);
  const configs = output
    .split(/^.+, \S+\.json:$/m)
    .slice(1)
    .map(
      (text) => JSON.parse(text.split('\n\n')[0]) as Record<string, Record<string, {command: string; args: string[]}>>,
    );
  expect(configs).toHaveLength(project.length);
  for (const config of configs) {
    const entry = (config.mcpServers ?? config.servers)['faststore-docs'];
    expect(entry.command).toBe(LAUNCH.command);
  }
});

test('init --write-config adds the server to the project files beside the servers already there', () => {
  fs.mkdirSync(path.join(store, '.vscode'), {recursive: true});
  fs.writeFileSync(path.join(store, '.vscode', 'mcp.json'), JSON.stringify({servers: {other: {command: 'other'}}}));
  fs.writeFileSync(path.join(store, 'CLAUDE.md'), '# Claude rules\n');
  execFileSync(LAUNCH.command, [...LAUNCH.args, 'init', '--write-config'], {cwd: store, encoding: 'utf8', env});
  const vscode = JSON.parse(fs.readFileSync(path.join(store, '.vscode', 'mcp.json'), 'utf8'));
  expect(Object.keys(vscode.servers)).toEqual(['other', 'faststore-docs']);
  expect(vscode.servers['faststore-docs'].args).toEqual(['--store', '${workspaceFolder}']);
  expect(JSON.parse(fs.readFileSync(path.join(store, '.mcp.json'), 'utf8')).mcpServers['faststore-docs']).toBeDefined();
  expect(fs.readFileSync(path.join(store, 'CLAUDE.md'), 'utf8')).toContain('\n@AGENTS.md\n');
});

/** One line sent to the server as a raw process, and the first line it answers with. */
async function rawReply(line: string): Promise<{reply: unknown; stderr: string}> {
  const child = spawn(LAUNCH.command, [...LAUNCH.args], {cwd: os.tmpdir(), env});
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const reply = await new Promise<unknown>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
    });
    child.on('error', reject);
    setTimeout(() => reject(new Error(`no reply to ${line}; stderr: ${stderr}`)), 20_000);
    child.stdin.write(`${line}\n`);
  });
  child.kill();
  return {reply, stderr};
}

test("a line that is not JSON-RPC gets the protocol's error reply instead of silence", async () => {
  expect((await rawReply('this is not json')).reply).toMatchObject({jsonrpc: '2.0', id: null, error: {code: -32700}});
  expect((await rawReply('{"hello": "server"}')).reply).toMatchObject({id: null, error: {code: -32600}});
});

test('started outside any store, the server says on stderr which release it answers for and why', async () => {
  const {stderr} = await rawReply('not json');
  expect(stderr).toMatch(/@faststore\/ui answers default to [\d.]+: no store in .*no package\.json/);
});

/** The command started as an agent's configuration starts it, and spoken to over stdio by `use`. */
async function overStdio(
  args: string[],
  cwd: string,
  use: (call: (name: string, args: Record<string, unknown>) => Promise<any>, client: Client) => Promise<void>,
) {
  const client = new Client({name: 'bin-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: LAUNCH.command, args, cwd, env, stderr: 'pipe'}));
  const call = async (name: string, args: Record<string, unknown>) => {
    const answer = (await client.callTool({name, arguments: args})) as {content: {text: string}[]};
    return JSON.parse(answer.content[0].text);
  };
  try {
    await use(call, client);
  } finally {
    await client.close();
  }
}

test('the configured command serves the tools over stdio and answers for the store releases', () =>
  overStdio([...LAUNCH.args], store, async (call, client) => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['search_docs', 'get_page', 'validate', 'get_component']),
    );
    const answer = await call('validate', {language: 'graphql', code: '{ product(locator: []) { nam } }'});
    expect(answer).toMatchObject({version: '1.9.7', valid: false});
    expect(answer.errors[0].suggestions).toEqual(['name']);
    expect(await call('get_component', {name: 'Slider'})).toMatchObject({name: 'Slider', version: '1.9.10'});
  }));

test('validate, as installed, type-checks TSX against the store it is pointed at, loading the compiler on demand', () => {
  const dir = testStore({ui: '1.9.10', sdk: '1.9.10'}, {}, {typescript: true});
  for (const name of ['react', path.join('@types', 'react')]) {
    fs.mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), {recursive: true});
    fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  const code =
    'import {PriceRange} from \'@faststore/ui\';\nexport const f = <PriceRange min={0} max={9} formatter={String} aria-label="x" />;';
  return overStdio(['--store', dir], os.tmpdir(), async (call) => {
    const answer = await call('validate', {language: 'tsx', code});
    expect(answer).toMatchObject({version: '1.9.10', valid: true});
    expect(answer.reachesNoElement).toEqual([{component: 'PriceRange', prop: 'aria-label', line: 2}]);
  }).finally(() => fs.rmSync(dir, {recursive: true, force: true}));
});

test('the file every start loads holds no TypeScript compiler: only upgrade and validate load its chunk', () => {
  const installed = path.join(prefix, 'lib', 'node_modules', 'faststore-docs-mcp', 'dist');
  const main = fs.readFileSync(path.join(installed, 'faststore-docs-mcp.mjs'), 'utf8');
  expect(main).not.toContain('createProgram');
  const chunks = fs
    .readdirSync(path.join(installed, 'chunks'))
    .map((f) => fs.readFileSync(path.join(installed, 'chunks', f), 'utf8'));
  expect(chunks.some((c) => c.includes('createProgram'))).toBe(true);
});

test('--store answers for a store in another folder than the one the server starts in', () =>
  overStdio(['--store', store], os.tmpdir(), async (call) => {
    expect(await call('introspect_graphql_schema', {name: 'StoreProduct'})).toMatchObject({version: '1.9.7'});
  }));

/** `upgrade` run as installed, in `dir`: its exit code and output (exit 1 says steps are left by hand). */
const upgradeIn = (dir: string, ...args: string[]) => {
  const {status, stdout, stderr} = spawnSync(LAUNCH.command, [...LAUNCH.args, 'upgrade', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env,
  });
  return {status, stdout, stderr};
};

test('upgrade, as installed, rewrites the Next.js starter for 1.9.11, writes its report, and changes nothing the second time', () => {
  const dir = testStore(
    {sdk: '1.9.10', ui: '1.9.10'},
    {},
    {copy: path.join(__dirname, 'fixtures', 'nextjs-store'), typescript: true},
  );
  try {
    const sort = path.join(dir, 'src', 'components', 'search', 'Sort', 'Sort.tsx');
    const before = fs.readFileSync(sort, 'utf8');
    expect(upgradeIn(dir, '--dry-run').stdout).toContain('+++ b/src/components/search/Sort/Sort.tsx');
    expect(fs.readFileSync(sort, 'utf8')).toBe(before);
    const first = upgradeIn(dir);
    // The rewrite leaves nothing; the starter's three parseSearchState calls are the steps left by hand.
    expect(first.stdout).toMatch(
      /@faststore\/sdk 1\.9\.10 → 1\.9\.11, @faststore\/ui 1\.9\.10 → 1\.9\.11: \d+ rewritten, 3 left to do by hand/,
    );
    expect(first.status).toBe(1);
    const after = fs.readFileSync(sort, 'utf8');
    expect(after).toContain('setState({ ...state, sort:');
    expect(fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8')).toContain(
      '`src/components/search/Sort/Sort.tsx:31`',
    );
    upgradeIn(dir);
    expect(fs.readFileSync(sort, 'utf8')).toBe(after);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 120_000);

test("upgrade, as installed, rewrites the starter's bare src/ (no node_modules at all) as it does with them", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-bare-'));
  try {
    fs.cpSync(path.join(__dirname, 'fixtures', 'nextjs-store', 'src'), path.join(dir, 'src'), {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({dependencies: {'@faststore/sdk': '1.9.10', '@faststore/ui': '1.9.10'}}),
    );
    const {status, stdout, stderr} = upgradeIn(dir);
    expect(status, stderr).toBe(1);
    expect(stdout).toMatch(/: 3 rewritten, 3 left to do by hand/);
    const sort = fs.readFileSync(path.join(dir, 'src', 'components', 'search', 'Sort', 'Sort.tsx'), 'utf8');
    expect(sort).toContain('setState({ ...state, sort: keys[e.target.selectedIndex] })');
    expect(sort).not.toContain('TODO(faststore');
    expect(fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8')).toMatch(
      /TypeScript’s standard library was available to the checker \(TypeScript [0-9.]+['’]s, shipped with faststore-docs-mcp\)/,
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}, 120_000);
