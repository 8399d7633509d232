/**
 * `init` in stores the build's bundle answers for: what it writes into the store's files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {readBundle} from '../src/bundle';
import {CLAUDE_IMPORT, init} from '../src/init';

const bundle = readBundle(path.join(__dirname, '..', 'data'));

test('an existing CLAUDE.md gains the import of AGENTS.md once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'init-'));
  fs.writeFileSync(path.join(dir, 'CLAUDE.md'), '# Rules\n');
  const store = {dir, packages: {ui: {version: '1.7.15', from: 'yarn.lock' as const}}};
  expect(init(dir, bundle, store).bridgedClaude).toBe(true);
  expect(init(dir, bundle, store).bridgedClaude).toBe(false);
  expect(fs.readFileSync(path.join(dir, 'CLAUDE.md'), 'utf8').split(CLAUDE_IMPORT)).toHaveLength(2);
  // A store on an older line is told where its upgrade starts, not that answers come from "the release before it".
  const agents = fs.readFileSync(path.join(dir, 'AGENTS.md'), 'utf8');
  expect(agents).toMatch(/@faststore\/ui 1\.7\.15, read from yarn\.lock\. .*Its upgrade starts at FastStore 1\.7/);
  expect(agents).not.toContain('newest covered release before it');
  fs.rmSync(dir, {recursive: true, force: true});
});
