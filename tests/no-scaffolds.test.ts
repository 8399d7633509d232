/**
 * Pages were scaffolded while the portal was written in parallel (front matter `scaffold: true`).
 * None may ship: a scaffold is a placeholder, and the standards forbid placeholders.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, readContent} from './contentFiles';

describe('no scaffold is left', () => {
  it('no content page is marked as a scaffold', () => {
    const left = readContent()
      .filter((f) => f.data.scaffold !== undefined)
      .map((f) => f.file);
    expect(left).toEqual([]);
  });

  it('no React page is marked as a scaffold', () => {
    const pages = fs.readdirSync(path.join(ROOT, 'src/pages'), {recursive: true}) as string[];
    const left = pages
      .filter((p) => /\.tsx?$/.test(p))
      .filter((p) => fs.readFileSync(path.join(ROOT, 'src/pages', p), 'utf8').includes('SCAFFOLD'));
    expect(left).toEqual([]);
  });
});
