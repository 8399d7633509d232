import {describe, expect} from 'vitest';
import {test, fc} from '@fast-check/vitest';
import {frameFolderFor, frameRelease} from './releases';

const release = fc.tuple(fc.nat(3), fc.nat(20)).map(([minor, patch]) => `1.${minor}.${patch}`);
const releases = fc.uniqueArray(release, {minLength: 1, maxLength: 5});

describe('the frame an example runs in', () => {
  test.prop([releases, fc.option(release), release])(
    'is the reader’s release when the example is written for it, else one the example is written for',
    (holds, reader, installed) => {
      const chosen = frameRelease(holds, reader, installed);
      expect(holds).toContain(chosen);
      if (reader && holds.includes(reader)) expect(chosen).toBe(reader);
      else if (holds.includes(installed)) expect(chosen).toBe(installed);
    },
  );

  test.prop([fc.option(release), release])(
    'an example for every release runs with the installed one',
    (reader, installed) => {
      expect(frameRelease(undefined, reader, installed)).toBe(installed);
    },
  );

  test.prop([release, release])('only the installed release has the frame at /live-frame', (a, installed) => {
    expect(frameFolderFor(a, installed) === '/live-frame').toBe(a === installed);
  });
});
