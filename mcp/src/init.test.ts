import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {agentConfigs, BLOCK_END, BLOCK_START, withBlock, writeConfigs} from './init';

const block = `${BLOCK_START}\nnew\n${BLOCK_END}`;

test('a store without AGENTS.md gets one holding the block', () => {
  expect(withBlock(undefined, block)).toBe(`# Agents\n\n${block}\n`);
});

test("the block replaces the previous one and keeps the store's own text around it", () => {
  const before = `# Rules\n\nA\n\n${BLOCK_START}\nold\n${BLOCK_END}\n\nB\n`;
  expect(withBlock(before, block)).toBe(`# Rules\n\nA\n\n${block}\n\nB\n`);
});

test('an AGENTS.md without the block gets it at the end', () => {
  expect(withBlock('# Rules\n\nA\n\n', block)).toBe(`# Rules\n\nA\n\n${block}\n`);
});

test('VS Code and Cursor are told the store folder wherever they start the server; Codex gets its absolute path', () => {
  const {project, user} = agentConfigs('/work/store');
  expect(project.find((c) => c.agent === 'VS Code')!.entry.args).toEqual(['--store', '${workspaceFolder}']);
  expect(project.find((c) => c.agent === 'Cursor')!.entry.args).toEqual(['--store', '${workspaceFolder}']);
  expect(user[0].text).toContain('"--store","/work/store"');
});

test('writing the configuration keeps the servers a file already has, and leaves a file that is not JSON', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'init-'));
  fs.writeFileSync(path.join(dir, '.mcp.json'), JSON.stringify({mcpServers: {other: {command: 'x'}}, extra: 1}));
  fs.mkdirSync(path.join(dir, '.cursor'));
  fs.writeFileSync(path.join(dir, '.cursor', 'mcp.json'), '{ not json');
  const {written, skipped} = writeConfigs(dir, agentConfigs(dir).project);
  expect(written).toEqual(['.mcp.json', '.vscode/mcp.json']);
  expect(skipped[0]).toMatch(/^\.cursor\/mcp\.json/);
  const claude = JSON.parse(fs.readFileSync(path.join(dir, '.mcp.json'), 'utf8'));
  expect(claude).toMatchObject({extra: 1, mcpServers: {other: {command: 'x'}, 'faststore-docs': {type: 'stdio'}}});
  expect(fs.readFileSync(path.join(dir, '.cursor', 'mcp.json'), 'utf8')).toBe('{ not json');
  fs.rmSync(dir, {recursive: true, force: true});
});
