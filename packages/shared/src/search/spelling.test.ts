import {describe, expect, it} from 'vitest';
import {closestWord, editDistance, wordsNear} from './spelling';

describe('spelling correction', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('usecrat', 'usecart')).toBe(1);
    expect(editDistance('acordion', 'accordion')).toBe(1);
    expect(editDistance('cart', 'card')).toBe(1);
  });

  it('corrects a mistyped word and leaves short or unknown words alone', () => {
    const vocabulary = ['accordion', 'productcard', 'shadowing', 'usecart'];
    expect(closestWord('usecrat', vocabulary)).toBe('usecart');
    expect(closestWord('prodcutcard', vocabulary)).toBe('productcard');
    expect(closestWord('shadwoing', vocabulary)).toBe('shadowing');
    expect(closestWord('car', vocabulary)).toBeNull();
    expect(closestWord('graphql', vocabulary)).toBeNull();
    expect(closestWord('usecart', vocabulary)).toBeNull();
  });

  it('finds the real words that correction would otherwise rewrite into a target', () => {
    const near = wordsNear(['setting', 'usecart', 'productcard'], ['getting', 'sitting', 'banana', 'setting']);
    expect(near).toEqual(['getting', 'sitting']);
    // The same answer as comparing every pair, on words two edits apart.
    expect(wordsNear(['localization'], ['localisations', 'vocalization', 'local'])).toEqual([
      'localisations',
      'vocalization',
    ]);
  });
});
