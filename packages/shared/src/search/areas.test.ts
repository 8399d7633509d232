import {describe, expect, it} from 'vitest';
import {AREAS, areaNamed} from './areas';

describe('areaNamed', () => {
  it('reads an area named in an address in any case, and nothing else', () => {
    for (const area of AREAS) {
      expect(areaNamed(area)).toBe(area);
      expect(areaNamed(area.toLowerCase())).toBe(area);
      expect(areaNamed(` ${area.toUpperCase()} `)).toBe(area);
    }
    expect(areaNamed('tutorial')).toBeUndefined();
    expect(areaNamed('')).toBeUndefined();
  });
});
