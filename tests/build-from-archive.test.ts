/**
 * The site builds from a plain copy of its sources, without `.git` (a release tarball, a `git archive`
 * extract, a container build context): docs pages then show no last-updated date, and the build says
 * why in one warning. The copy also lacks the reference package's sources: the build reads the
 * reference's committed data only, never the extractors, the compiler or the probe. It builds the whole site (under a minute), so `npm test` runs it after the
 * builds (`npm run test:archive`) and the quick unit run skips it; BUILD_FROM_ARCHIVE=1 runs it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildFromArchive} from '../scripts/build-from-archive.mjs';
import {gitHistory} from '../src/plugins/page-source/gitHistory';
import {readPageSource} from '../e2e/pageSource';
import {ROOT} from './contentFiles';
import {htmlFiles} from '../src/plugins/builtSite';

const wanted = process.env.BUILD_FROM_ARCHIVE === '1';
// Sources that are not a git checkout are already a plain copy: `npm run build` has just built them.
const inGit = gitHistory(ROOT) !== 'none';

describe.skipIf(!wanted || !inGit)('a build from a copy of the sources without .git or the reference sources', () => {
  let result: Awaited<ReturnType<typeof buildFromArchive>> | undefined;
  beforeAll(async () => {
    result = await buildFromArchive({withoutReferenceSources: true});
    console.log(`Built a copy of the sources without .git in ${result.seconds.toFixed(0)} s.`);
  }, 300_000);
  afterAll(() => result?.remove());

  it('succeeds', () => {
    expect(result!.status, result!.output.slice(-4000)).toBe(0);
    expect(fs.existsSync(path.join(result!.dir, 'packages', 'reference', 'src'))).toBe(false);
    expect(fs.existsSync(path.join(result!.dir, 'build', 'agents', 'faststore-docs-mcp.tgz'))).toBe(true);
  });

  it('says once why docs pages have no date, and nothing else about git', () => {
    const lines = result!.output.split('\n');
    expect(lines.filter((line) => line.includes('"last updated" date'))).toEqual([
      expect.stringMatching(/^\[faststore-docs\] No git history: /),
    ]);
    expect(lines.filter((line) => /\bgit\b/i.test(line) && !line.includes('"last updated" date'))).toEqual([]);
  });

  it('gives no docs page a date', () => {
    const build = path.join(result!.dir, 'build');
    const pages = htmlFiles(build).map((file) => ({
      file,
      page: readPageSource(fs.readFileSync(path.join(build, file), 'utf8')),
    }));
    const docs = pages.filter(({page}) => page.kind === 'doc');
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter(({page}) => page.lastUpdated).map(({file}) => file)).toEqual([]);
  });
});
