import {describe, expect} from 'vitest';
import {fc, test} from '@fast-check/vitest';
import type {Page} from './data';
import {MIN_ANSWER_CHARACTERS, pagePart, routeOf} from './pages';

test('a route is read from a path or a URL, with or without .md, a trailing slash, a query or an anchor', () => {
  for (const input of [
    '/reference/sdk/cart/useCart',
    'reference/sdk/cart/useCart',
    '/reference/sdk/cart/useCart.md',
    '/reference/sdk/cart/useCart/',
    'https://developers.example.com/reference/sdk/cart/useCart?x=1#returns',
    ' http://localhost:3000/reference/sdk/cart/useCart.md ',
  ]) {
    expect(routeOf(input), input).toBe('/reference/sdk/cart/useCart');
  }
  expect(routeOf('https://developers.example.com')).toBe('/');
  expect(routeOf('/')).toBe('/');
});

describe('a part of a page', () => {
  const markdown = [
    '# useCart',
    '',
    'Intro text.',
    '',
    '## Returns',
    '',
    'What it returns.',
    '',
    '### `inCart`',
    '',
    'Whether an item is in the cart.',
    '',
    '## Errors',
    '',
    'It throws outside a provider.',
    '',
    '```sh',
    '## not a heading',
    '```',
  ].join('\n');
  const page = {path: '/reference/sdk/cart/useCart', markdown} as Page;

  test('a section asked by heading or by anchor comes with its subsections, and the rest is listed', () => {
    for (const section of ['Returns', '#returns', 'returns']) {
      const text = pagePart(page, {section});
      expect(text).toContain('## Returns\n\nWhat it returns.');
      expect(text).toContain('### inCart');
      expect(text).not.toContain('It throws');
      expect(text).toMatch(/"Errors" \(#errors\): \d+ characters/);
    }
    expect(pagePart(page, {section: '#errors'})).toContain('## not a heading');
  });

  test('an unknown section is refused with the sections the page has', () => {
    expect(() => pagePart(page, {section: '#nope'})).toThrow(/"Returns" \(#returns\)/);
  });

  test('a whole page that fits is returned as it is', () => {
    expect(pagePart(page, {})).toBe(markdown);
    expect(pagePart(page, {maxCharacters: markdown.length})).toBe(markdown);
  });

  test.prop([fc.integer({min: MIN_ANSWER_CHARACTERS, max: 6000}), fc.integer({min: 5, max: 40}), fc.nat(3)])(
    'an answer never passes its limit, and says what it left out when it leaves anything out',
    (limit, count, pick) => {
      const big = [
        '# Big',
        'Intro.',
        ...Array.from(
          {length: count},
          (_, i) => `## Part ${i}\n\n${'word '.repeat(20 + i * 37).trim()}\n${'line\n'.repeat(i)}`,
        ),
      ].join('\n');
      const p = {path: '/big', markdown: big} as Page;
      const section = pick === 0 ? undefined : `Part ${pick % count}`;
      const text = pagePart(p, {maxCharacters: limit, section});
      expect(text.length).toBeLessThanOrEqual(limit);
      if (text !== big) expect(text).toContain('Left out of this answer');
    },
  );
});
