import {expect, test} from 'vitest';
import {BLOCK_END, BLOCK_START, withBlock} from './init';

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
