import {expect, test} from 'vitest';
import {sectionsOf} from './sections';

test('a page splits at its ## and ### headings, each with the id the site gives it; code keeps its # lines', () => {
  const markdown = [
    '# useCart',
    '',
    'Intro.',
    '',
    '## Returns',
    '',
    '```sh',
    '# not a heading',
    '```',
    '',
    '### `isValidating` (optional)',
    'Text.',
    '## Returns',
    'Again.',
  ].join('\n');
  expect(sectionsOf(markdown).map(({heading, anchor}) => [heading, anchor])).toEqual([
    ['useCart', ''],
    ['Returns', 'returns'],
    ['isValidating (optional)', 'isvalidating-optional'],
    ['Returns', 'returns-1'],
  ]);
  expect(sectionsOf(markdown)[1].text).toContain('# not a heading');
});

test('a heading with an id of its own keeps it, and its text drops the mark', () => {
  const markdown = [
    '# Changes',
    '',
    '## @faststore/ui {#changes-ui}',
    'Text.',
    '### 1.9.11 (from 1.9.10) {#ui-1-9-11}',
    'More.',
  ].join('\n');
  expect(sectionsOf(markdown).map(({heading, anchor}) => [heading, anchor])).toEqual([
    ['@faststore/ui', 'changes-ui'],
    ['1.9.11 (from 1.9.10)', 'ui-1-9-11'],
  ]);
});
