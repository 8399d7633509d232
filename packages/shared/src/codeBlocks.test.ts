import {describe, expect, it} from 'vitest';
import {codeBlocks, isLiveMeta, markdownCodeBlocks, withoutCodeBlocks} from './codeBlocks';

const PAGE = [
  'Intro with `inline` code.',
  '````mdx',
  '```tsx live',
  '<Button />',
  '```',
  '````',
  'Between.',
  '  ~~~bash',
  '  npm ci',
  '  ~~~',
  'End.',
].join('\n');

describe('fenced code blocks', () => {
  it('nest the CommonMark way: a longer fence holds shorter ones as its text', () => {
    expect(codeBlocks(PAGE).map(({lang, line, end}) => ({lang, line, end}))).toEqual([
      {lang: 'mdx', line: 2, end: 6},
      {lang: 'bash', line: 8, end: 10},
    ]);
  });

  it('are read where MDX reads them: in list items and inside components', () => {
    const page = [
      '- Install:',
      '',
      '  ```bash',
      '  npm ci',
      '  ```',
      '',
      '<Tabs>',
      '```js',
      'x',
      '```',
      '</Tabs>',
    ].join('\n');
    expect(codeBlocks(page).map(({lang, code}) => ({lang, code}))).toEqual([
      {lang: 'bash', code: 'npm ci'},
      {lang: 'js', code: 'x'},
    ]);
  });

  it('are read from plain Markdown (a page copy, an agent’s text) as Markdown, where MDX would fail', () => {
    const text = 'Type {a or <b in prose.\n\n```graphql\nquery { a }\n```';
    expect(() => codeBlocks(text)).toThrow();
    expect(markdownCodeBlocks(text).map((b) => b.code)).toEqual(['query { a }']);
  });

  it('leave the prose when removed, each block one line of the replacement', () => {
    expect(withoutCodeBlocks(PAGE, ' ').split('\n')).toEqual([
      'Intro with `inline` code.',
      ' ',
      'Between.',
      ' ',
      'End.',
    ]);
  });

  it('are live examples when their meta has the word live', () => {
    expect(['live', 'title="x" live', 'live since=1.9.11'].map(isLiveMeta)).toEqual([true, true, true]);
    expect(['', 'lively', 'alive', null, undefined].map(isLiveMeta)).toEqual([false, false, false, false, false]);
  });
});
