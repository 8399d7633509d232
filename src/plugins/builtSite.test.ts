import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BuiltSite, htmlFiles, routeOfHtmlFile} from './builtSite';

describe('the built site', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  for (const [file, html] of [
    ['index.html', '<main><h1>Home</h1></main>'],
    ['a/b.html', '<nav>Menu</nav><main><p>Body <code>x</code></p></main>'],
    ['c/index.html', '<p>No main</p>'],
  ]) {
    fs.mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
    fs.writeFileSync(path.join(out, file), html);
  }
  const site = new BuiltSite(out, ['/', '/a/b', '/c', '/c/', '/404', '/x/*'], {'/c': {noIndex: true}});

  it('finds the file of each route, and the route of each file, both ways alike', () => {
    expect(site.routes()).toEqual(['/', '/a/b', '/c', '/c/']);
    for (const route of ['/', '/a/b', '/c']) expect(routeOfHtmlFile(path.relative(out, site.file(route)!))).toBe(route);
    expect(site.file('/missing')).toBeUndefined();
  });

  it('reads what a reader reads: the text of <main> only, none when the page has no main', () => {
    expect(site.mainText('/a/b').replace(/\s+/g, ' ').trim()).toBe('Body x');
    expect(site.mainText('/c')).toBe('');
  });

  it('knows a noindex route, with or without its trailing slash', () => {
    expect([site.noIndex('/c'), site.noIndex('/c/'), site.noIndex('/a/b')]).toEqual([true, true, false]);
  });

  it('serves a page a step writes at its route', () => {
    site.writePage('/t/print', '<main>Track</main>');
    expect(site.html('/t/print')).toBe(fs.readFileSync(path.join(out, 't/print.html'), 'utf8'));
    expect(site.mainText('/t/print').trim()).toBe('Track');
  });

  it('lists every HTML file of a build, nested ones too, relative to it and in order, and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-files-'));
    for (const file of ['index.html', 'docs/index.html', 'docs/a.html', 'assets/js/main.js', 'docs/a.md']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), '');
    }
    fs.mkdirSync(path.join(dir, 'folder.html'));
    expect(htmlFiles(dir)).toEqual([path.join('docs', 'a.html'), path.join('docs', 'index.html'), 'index.html']);
  });
});
