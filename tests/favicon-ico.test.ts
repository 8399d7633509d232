/** `/favicon.ico` is the site's SVG favicon drawn as a 32 px PNG inside a valid one-image ICO file. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ICO_SIZE, faviconIco} from '../src/plugins/favicon-ico';
import {ROOT} from './contentFiles';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('favicon.ico', () => {
  const ico = faviconIco(fs.readFileSync(path.join(ROOT, 'static/img/favicon.svg'), 'utf8'));

  it('is an icon file with one image whose directory entry points at a PNG of the stated size', () => {
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([ICO_SIZE, ICO_SIZE]);
    const length = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset + length).toBe(ico.length);
    const png = ico.subarray(offset);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // The PNG's own header (IHDR) says how large it is.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([ICO_SIZE, ICO_SIZE]);
  });
});
