/**
 * The site data (starters, doc updates, the tutorial tracks' map) validates, and a bad entry is rejected with a message
 * naming the file, the entry and the field (the build prints the same lines).
 */
import path from 'node:path';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {checkSiteData} from '../src/data/schemas';
import {starters} from '../src/data/starters';
import {updates} from '../src/data/updates';
import {trackMap} from '../src/data/trackMap';
import {readSiteFacts} from '../src/plugins/siteData/facts';

const ROOT = path.resolve(__dirname, '..');
const facts = readSiteFacts(ROOT);
const real = {starters, updates, trackMap};

describe('site data', () => {
  it('all real data validates', () => {
    expect(checkSiteData(real, facts)).toEqual([]);
  });

  it('names the step of the track map that belongs to no track', () => {
    const broken = {...trackMap, steps: [...trackMap.steps, {gatsby: null, nextjs: null}]};
    expect(checkSiteData({...real, trackMap: broken}, facts)).toEqual([
      'src/data/trackMap.ts: trackMap[0].steps[' + trackMap.steps.length + ']: a step belongs to at least one track',
    ]);
  });

  it('has starters in both groups, each slug once', () => {
    expect(new Set(starters.map((s) => s.group))).toEqual(new Set(['official', 'community']));
    expect(new Set(starters.map((s) => s.slug)).size).toBe(starters.length);
  });

  it('rejects a second starter with the same slug', () => {
    const errors = checkSiteData({...real, starters: [starters[0], starters[0]]}, facts);
    expect(errors).toContain(
      `src/data/starters.ts: starters[1] ("${starters[0].slug}").slug: is used by another starter`,
    );
  });

  it('starter images are SVG files with a width and height', () => {
    for (const s of starters) {
      for (const img of [s.img, s.imgThumbnail]) {
        const svg = fs.readFileSync(path.join(ROOT, 'static', img), 'utf8');
        expect(svg, img).toMatch(/<svg[^>]*\bwidth="\d+"[^>]*\bheight="\d+"/);
      }
    }
  });

  it('rejects a malformed starter with a message naming the file, the entry and the field', () => {
    const pets = starters.find((s) => s.slug === 'pets')!;
    const broken = [
      {
        ...pets,
        ownerWebsite: undefined,
        price: 'Paid' as 'Free',
        features: Array.from({length: 11}, (_, i) => `Feature ${i + 1}`),
      },
    ];
    const errors = checkSiteData({...real, starters: broken}, facts);
    expect(errors).toContain(
      'src/data/starters.ts: starters[0] ("pets").ownerWebsite: is required for a community starter',
    );
    expect(errors.some((e) => e.startsWith('src/data/starters.ts: starters[0] ("pets").price:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('src/data/starters.ts: starters[0] ("pets").features:'))).toBe(true);
  });

  it('rejects a non-GitHub repository, a Next.js repository off the base starter and a missing image', () => {
    const toy = starters.find((s) => s.slug === 'toy')!;
    const broken = [
      {
        ...toy,
        gatsbyRepo: 'https://gitlab.com/a/b',
        nextRepo: 'https://github.com/a/b',
        demoURL: 'https://github.com/a/b',
        img: '/img/starters/nope.svg',
      },
    ];
    const errors = checkSiteData({...real, starters: broken}, facts);
    expect(errors.some((e) => e.includes('("toy").gatsbyRepo: must be a GitHub repository URL'))).toBe(true);
    expect(errors.some((e) => e.includes('("toy").nextRepo: only the Base Store'))).toBe(true);
    expect(errors).toContain(
      'src/data/starters.ts: starters[0] ("toy").img: static/img/starters/nope.svg does not exist',
    );
    expect(errors).toContain(
      'src/data/starters.ts: starters[0] ("toy").demoURL: is a repository; a live demo is a running store',
    );
  });

  it('update paths are public URLs of the portal', () => {
    for (const u of updates) {
      expect(facts.routes.has(u.path), u.path).toBe(true);
      for (const d of u.docs) expect(facts.routes.has(d.path), d.path).toBe(true);
    }
    const errors = checkSiteData(
      {...real, updates: [{...updates[0], path: '/no-such-page', type: 'Changed' as 'Added'}]},
      facts,
    );
    expect(errors).toContain(
      'src/data/updates.ts: updates[0] ("/no-such-page").path: /no-such-page is not a public URL of the portal (src/data/public-urls.txt)',
    );
    expect(errors.some((e) => e.startsWith('src/data/updates.ts: updates[0] ("/no-such-page").type:'))).toBe(true);
  });
});
