import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFiles} from './htmlFiles';

describe('htmlFiles', () => {
  it('lists every HTML file of a build, nested ones too, relative to it and in order, and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-files-'));
    try {
      for (const file of ['index.html', 'docs/index.html', 'docs/a.html', 'assets/js/main.js', 'docs/a.md']) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        fs.writeFileSync(path.join(dir, file), '');
      }
      fs.mkdirSync(path.join(dir, 'folder.html'));
      expect(htmlFiles(dir)).toEqual([path.join('docs', 'a.html'), path.join('docs', 'index.html'), 'index.html']);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
