/**
 * The site's TypeScript examples as samples for packages/reference/src/sampleCheck.ts: every ```ts and
 * ```tsx block of every page (live blocks as the live editor runs them), with the releases its meta
 * claims (`since=1.9.11`, `until=1.9.10`) and the line of its fence in the page's file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, isLiveMeta} from '@faststore-docs/shared/codeBlocks';
import {isPartial} from '@faststore-docs/shared/reference/validateExample';
import {ROOT, readContent} from './contentFiles';
import {exampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {liveModule, type Sample} from '@faststore-docs/reference/sampleCheck';

const CHECKED = new Set(['ts', 'tsx', 'typescript']);

/** Every checked sample of the site; the names of live scope come from `uiNames`. */
export function collectSamples(uiNames: ReadonlySet<string>): Sample[] {
  return readContent().flatMap((f) => {
    // Lines before the body (front matter), so that errors point at lines of the file.
    const offset = fs.readFileSync(path.join(ROOT, f.file), 'utf8').split('\n').length - f.body.split('\n').length;
    return codeBlocks(f.body)
      .filter((b) => CHECKED.has(b.lang) && !isPartial(b.meta))
      .map((b, i) => {
        const live = isLiveMeta(b.meta);
        // Every sample is a module of its own, so two samples may declare the same names.
        const code = live
          ? liveModule(b.code, uiNames)
          : /^\s*(import|export)\s/m.test(b.code)
            ? b.code
            : `${b.code}\nexport {};\n`;
        const ext = b.lang === 'tsx' || live ? 'tsx' : 'ts';
        const file = path.join(ROOT, '.samples', f.file.replace(/[^\w]+/g, '_'), `${i}.${ext}`);
        // A live module has three import lines and an opening line before the block's code.
        return {page: f.file, line: b.line + offset - (live ? 4 : 0), file, code, range: exampleReleases(b.meta)};
      });
  });
}
