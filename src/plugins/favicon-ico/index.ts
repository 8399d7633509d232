/**
 * `/favicon.ico` for the clients that ask for it whatever a page's icon link says (a browser before it
 * has read that link, feed readers, bookmarking tools): the site's favicon drawn at 32 px by resvg and
 * wrapped in an ICO file, whose one entry holds the PNG. Without it, each of those requests is a 404.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const ICO_SIZE = 32;

/** An ICO file with one image, stored as PNG (read by every browser since 2007). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0); // width (0 means 256)
  entry.writeUInt8(size % 256, 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12); // where the image starts
  return Buffer.concat([header, entry, png]);
}

export function faviconIco(svg: string): Buffer {
  const png = new Resvg(svg, {fitTo: {mode: 'width', value: ICO_SIZE}}).render().asPng();
  return icoFromPng(png, ICO_SIZE);
}

export default function faviconIcoPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-favicon-ico',
    async postBuild({outDir}) {
      const {favicon} = context.siteConfig;
      if (!favicon?.endsWith('.svg'))
        throw new Error(`favicon-ico draws /favicon.ico from an SVG favicon, not "${favicon}".`);
      const svg = await fs.readFile(path.join(context.siteDir, 'static', favicon), 'utf8');
      await fs.writeFile(path.join(outDir, 'favicon.ico'), faviconIco(svg));
    },
  };
}
