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
