/**
 * The site data (starters, release events, doc updates) validates, and a bad entry is
 * rejected with a message naming the file, the entry and the field (the build prints the same lines).
 */
import path from 'node:path';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {checkSiteData} from '../src/data/schemas';
import {starters} from '../src/data/starters';
import {releaseEvents} from '../src/data/releaseEvents';
import {updates} from '../src/data/updates';
import {STARTER_SLUGS} from '../src/data/routes';
import {releasePostPath} from '../src/data/types';
import {readSiteFacts} from '../src/plugins/siteData/facts';

const ROOT = path.resolve(__dirname, '..');
const facts = readSiteFacts(ROOT);
const real = {starters, releaseEvents, updates};

describe('site data', () => {
  it('all real data validates', () => {
    expect(checkSiteData(real, facts)).toEqual([]);
  });

  it('has the official and community starters in their groups', () => {
    expect(starters.map((s) => s.slug).sort()).toEqual([...STARTER_SLUGS].sort());
    const group = (g: string) => starters.filter((s) => s.group === g).map((s) => s.slug).sort();
    expect(group('official')).toEqual(['base', 'cms-base']);
    expect(group('community')).toEqual(['beauty', 'pets', 'toy']);
    expect(starters.filter((s) => s.nextRepo).map((s) => s.slug)).toEqual(['base']);
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
    const broken = [{...pets, ownerWebsite: undefined, price: 'Paid' as 'Free', features: Array.from({length: 11}, (_, i) => `Feature ${i + 1}`)}];
    const errors = checkSiteData({...real, starters: broken}, facts);
    expect(errors).toContain('src/data/starters.ts: starters[0] ("pets").ownerWebsite: is required for a community starter');
    expect(errors.some((e) => e.startsWith('src/data/starters.ts: starters[0] ("pets").price:'))).toBe(true);
    expect(errors.some((e) => e.startsWith('src/data/starters.ts: starters[0] ("pets").features:'))).toBe(true);
  });

  it('rejects a non-GitHub repository, a Next.js repository off the base starter and a missing image', () => {
    const toy = starters.find((s) => s.slug === 'toy')!;
    const broken = [{...toy, gatsbyRepo: 'https://gitlab.com/a/b', nextRepo: 'https://github.com/a/b', demoURL: 'https://github.com/a/b', img: '/img/starters/nope.svg'}];
    const errors = checkSiteData({...real, starters: broken}, facts);
    expect(errors.some((e) => e.includes('("toy").gatsbyRepo: must be a GitHub repository URL'))).toBe(true);
    expect(errors.some((e) => e.includes('("toy").nextRepo: only the Base Store'))).toBe(true);
    expect(errors).toContain('src/data/starters.ts: starters[0] ("toy").img: static/img/starters/nope.svg does not exist');
    expect(errors).toContain('src/data/starters.ts: starters[0] ("toy").demoURL: is a repository; a live demo is a running store');
  });

  it('release events point at existing posts', () => {
    for (const e of releaseEvents) {
      expect(fs.existsSync(path.join(ROOT, 'releases', e.fileName)), e.fileName).toBe(true);
      expect(releasePostPath(e.fileName)).toMatch(/^\/releases\/\d{4}\/\d{2}\/\d{2}\/[a-z]+$/);
    }
    const errors = checkSiteData({...real, releaseEvents: [{...releaseEvents[0], fileName: '2022-01-01-faststore.mdx'}]}, facts);
    expect(errors).toEqual([
      `src/data/releaseEvents.ts: releaseEvents[0] ("${releaseEvents[0].title}").fileName: releases/2022-01-01-faststore.mdx does not exist`,
    ]);
  });

  it('update paths are real routes', () => {
    for (const u of updates) {
      expect(facts.routes.has(u.path), u.path).toBe(true);
      for (const d of u.docs) expect(facts.routes.has(d.path), d.path).toBe(true);
    }
    const errors = checkSiteData({...real, updates: [{...updates[0], path: '/no-such-page', type: 'Changed' as 'Added'}]}, facts);
    expect(errors).toContain('src/data/updates.ts: updates[0] ("/no-such-page").path: /no-such-page is not a route of the portal');
    expect(errors.some((e) => e.startsWith('src/data/updates.ts: updates[0] ("/no-such-page").type:'))).toBe(true);
  });
});
