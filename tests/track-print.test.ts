/**
 * Each tutorial track is one printable document made from its built steps, and every track's
 * overview links to it.
 */
import {describe, expect, it} from 'vitest';
import {ROOT} from './contentFiles';
import {tracks} from '../src/plugins/track-print/tracks';
import {missingPrintLinks} from '../src/plugins/track-print';
import {trackDocument} from '../src/plugins/track-print/document';

const step = (title: string, body: string) =>
  `<html><head><link rel="icon" href="/img/favicon.svg"><link rel="stylesheet" href="/assets/css/styles.css"></head><body><article>` +
  `<nav class="theme-doc-breadcrumbs">Home</nav><button>Copy page</button>` +
  `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>` +
  `<footer>Edit this page</footer></article><script>run()</script></body></html>`;

describe('tutorial tracks', () => {
  it('are the tutorial folders with an overview, their pages in sidebar order', () => {
    const found = tracks(ROOT);
    expect(found.length).toBeGreaterThan(0);
    for (const track of found) {
      expect(track.steps.length, track.name).toBeGreaterThan(1);
      expect(track.steps.every((s) => s.route.startsWith(`/tutorials/${track.name}/`))).toBe(true);
      expect(track.printRoute).toBe(`/tutorials/${track.name}/print`);
    }
    const gatsby = found.find((t) => t.name === 'gatsby');
    if (gatsby)
      expect(gatsby.steps.slice(0, 2).map((s) => s.route)).toEqual(['/tutorials/gatsby/1', '/tutorials/gatsby/2']);
  });

  it('each overview links to its whole-track document', () => {
    expect(missingPrintLinks(ROOT)).toEqual([]);
  });
});

describe('the whole-track document', () => {
  const track = {
    name: 't',
    title: 'Test track',
    overviewFile: 'docs/tutorials/t-overview.mdx',
    overviewRoute: '/tutorials/t-overview',
    printRoute: '/tutorials/t/print',
    steps: [],
  };
  const html = trackDocument(
    track,
    [
      {
        route: '/tutorials/t/1',
        html: step(
          'Step 1',
          '<h2 id="setup">Set up<a class="hash-link" href="#setup">#</a></h2><p>Then <a href="/tutorials/t/2#run">run</a>.</p>',
        ),
      },
      {
        route: '/tutorials/t/2',
        html: step('Step 2', '<h2 id="run">Run</h2><pre><code>yarn develop</code></pre><button>Copy</button>'),
      },
    ],
    'FastStore',
  );

  it('holds every step in order under its title, headings one level down', () => {
    const headings = [...html.matchAll(/<h(\d)[^>]*>([^<]*)/g)].map((m) => `h${m[1]} ${m[2]}`);
    expect(headings).toEqual([
      'h1 Test track: every step on one page',
      'h2 Step 1',
      'h3 Set up',
      'h2 Step 2',
      'h3 Run',
    ]);
  });

  it('keeps anchors and links between steps inside the document', () => {
    expect(html).toContain('id="s1-setup"');
    expect(html).toContain('href="#s2-run"');
    expect(html).not.toContain('hash-link');
  });

  it('has the site’s stylesheet and icon, and no script, button, breadcrumb or footer', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.css">');
    expect(html).toContain('<link rel="icon" href="/img/favicon.svg">');
    expect(html).not.toMatch(/<script|<button|breadcrumbs|Edit this page/);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
