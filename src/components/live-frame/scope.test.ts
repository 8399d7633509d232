import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as FastStoreUI from '@faststore/ui';
import {describe, expect, it} from 'vitest';
import {LIVE_SCOPE} from './scope';
import {liveScope} from '../../plugins/live-preview/render';
import ReactLiveScope from '../../theme/ReactLiveScope';

const SRC = path.resolve(__dirname, '..', '..');

/** Each place in the site's code that hands react-live a scope, with the expression it hands. */
function scopesGiven(): {file: string; scope: string}[] {
  const files = fs
    .readdirSync(SRC, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  return files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(SRC, file), 'utf8')
        .matchAll(/<LiveProvider\b[^>]*?\bscope=\{([^}]+)\}|generateElement\([\s\S]*?\bscope:\s*([^,}]+)/g),
    ].map((m) => ({file, scope: (m[1] ?? m[2]).trim()})),
  );
}

describe('the names live code runs with', () => {
  it('are React, its hooks, every @faststore/ui export and useSlider', () => {
    expect(Object.keys(LIVE_SCOPE).sort()).toEqual(
      [...new Set(['React', ...Object.keys(React), ...Object.keys(FastStoreUI), 'useSlider'])]
        .filter((name) => name !== 'default')
        .sort(),
    );
    expect(typeof LIVE_SCOPE.useSlider).toBe('function');
  });

  it('are the same names for the previews the build renders', () => {
    expect(Object.keys(liveScope()).sort()).toEqual(Object.keys(LIVE_SCOPE).sort());
  });

  it('come from this one module wherever code is evaluated: the frame, the build, the playground test', () => {
    const given = scopesGiven();
    expect(given.map((g) => g.file).sort()).toEqual(
      expect.arrayContaining([
        path.join('components', 'live-frame', 'frame.tsx'),
        path.join('components', 'playground', 'Playground', 'playground.test.tsx'),
        path.join('plugins', 'live-preview', 'render.ts'),
      ]),
    );
    // render.ts's liveScope() is this module loaded in Node, with one release or another (the test above).
    expect(given.filter((g) => g.scope !== 'LIVE_SCOPE' && !/^liveScope\(\w*\)$/.test(g.scope))).toEqual([]);
  });

  it('are none in the page, which never evaluates code (the scope theme-live-codeblock passes is empty)', () => {
    expect(ReactLiveScope).toEqual({});
  });
});
