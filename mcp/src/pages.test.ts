import {expect, test} from 'vitest';
import {routeOf} from './pages';

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
