/**
 * A social card for every page: after the build, draws the PNG that each page's `og:image` and
 * `twitter:image` point at (SocialCardMeta in Root writes those tags from the page's route, see
 * ./cardPath.ts), with the page's title from its built HTML and its area from its route (./pages.ts).
 * Client-side redirect pages are stubs and get none.
 *
 * Fails the build when a page's image tags disagree or two pages would share a card, so a shared
 * link never previews another page. Writes `<outDir>/.social-cards.json` (count, bytes, time) for
 * the benchmark; dot-files are not published.
 *
 * Drawn cards are kept in `node_modules/.cache/faststore-social-cards`, named by a hash of
 * everything that shapes them (the card's text, this folder's code, the logo, the versions of
 * satori, resvg and the font), so a rebuild draws only the cards whose page changed. A clean clone
 * (CI) or `docusaurus clear` starts with no cache and draws them all.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderCard, type CardText} from './card';
import {CARD_DIR} from '../../lib/cardPath';
import {cardArea} from './pages';
import {htmlFiles, isClientRedirect, metaContent, pageTitle, routeOfHtmlFile} from '../builtSite';
import {textField} from '../../lib/customFields';
import {runsAfterBuild} from '../afterBuildSteps';

const STATS_FILE = '.social-cards.json';

interface SocialCardStats {
  /** Pages that got a card. */
  cards: number;
  /** Cards drawn by this build (pages with the same title and area share the drawing, not the file). */
  drawn: number;
  /** Cards taken from the cache of an earlier build. */
  cached: number;
  /** Total size of the card files. */
  bytes: number;
  /** Wall-clock time of the plugin's work after the build, in milliseconds. */
  milliseconds: number;
}

interface CardJob {
  route: string;
  /** The card's file, relative to the build folder. */
  file: string;
  text: CardText;
}

const CACHE_DIR = 'node_modules/.cache/faststore-social-cards';

/** A hash of what, besides its text, decides how a card looks. */
async function rendererFingerprint(siteDir: string): Promise<string> {
  const hash = createHash('sha256');
  const codeDir = path.join(siteDir, 'src/plugins/social-cards');
  for (const name of (await fs.readdir(codeDir)).sort()) {
    if (/\.tsx?$/.test(name)) hash.update(await fs.readFile(path.join(codeDir, name)));
  }
  hash.update(await fs.readFile(path.join(siteDir, 'static/img/logo-dark.svg')));
  for (const pkg of ['satori', '@resvg/resvg-js', '@fontsource/roboto']) {
    hash.update(await fs.readFile(path.join(siteDir, 'node_modules', pkg, 'package.json')));
  }
  return hash.digest('hex');
}

/** Runs `work` on every item with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-social-cards',
    async postBuild({outDir}) {
      if (!runsAfterBuild('social-cards')) return;
      const started = performance.now();
      const {siteConfig, siteDir, baseUrl} = context;
      const cardUrlPrefix = `${siteConfig.url}${baseUrl}${CARD_DIR}/`;
      const footer = `Documentation for FastStore ${textField(siteConfig.customFields, 'siteVersion')}`.trim();

      const jobs: CardJob[] = [];
      const errors: string[] = [];
      const owner = new Map<string, string>();
      for (const file of htmlFiles(outDir)) {
        const html = await fs.readFile(path.join(outDir, file), 'utf8');
        if (isClientRedirect(html)) continue;
        const route = routeOfHtmlFile(file);
        const image = metaContent(html, 'og:image');
        if (metaContent(html, 'twitter:image') !== image) {
          errors.push(`${route}: og:image and twitter:image differ`);
          continue;
        }
        // A page that names its own image in front matter keeps it.
        if (!image?.startsWith(cardUrlPrefix)) continue;
        const card = decodeURIComponent(new URL(image).pathname).slice(baseUrl.length);
        const other = owner.get(card);
        if (other) errors.push(`${route} and ${other} would share the social card ${card}`);
        owner.set(card, route);
        jobs.push({route, file: card, text: {title: pageTitle(html, siteConfig.title), area: cardArea(route), footer}});
      }
      if (errors.length > 0) throw new Error(`Social cards:\n  ${errors.join('\n  ')}`);

      const cacheDir = path.join(siteDir, CACHE_DIR);
      await fs.mkdir(cacheDir, {recursive: true});
      const fingerprint = await rendererFingerprint(siteDir);
      const cacheFile = (text: CardText) =>
        path.join(
          cacheDir,
          `${createHash('sha256').update(fingerprint).update(JSON.stringify(text)).digest('hex')}.png`,
        );
      let drawn = 0;
      let cached = 0;
      const draw = async (text: CardText): Promise<Buffer> => {
        const file = cacheFile(text);
        const kept = await fs.readFile(file).catch(() => null);
        if (kept) {
          cached++;
          return kept;
        }
        const png = await renderCard(text, siteDir);
        drawn++;
        // Written whole, then renamed, so that a build running at the same time never reads half a
        // card. The cache only saves time: failing to keep a card does not fail the build.
        const partial = `${file}.${process.pid}.tmp`;
        await fs
          .writeFile(partial, png)
          .then(() => fs.rename(partial, file))
          .catch(() => fs.rm(partial, {force: true}));
        return png;
      };

      // Layout runs on this thread and rasterising on the thread pool, so a few cards in flight
      // keep both busy.
      const drawings = new Map<string, Promise<Buffer>>();
      let bytes = 0;
      await eachLimited(jobs, os.availableParallelism() + 1, async ({file, text}) => {
        const key = JSON.stringify(text);
        if (!drawings.has(key)) drawings.set(key, draw(text));
        const png = await drawings.get(key)!;
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, png);
        bytes += png.length;
      });

      // Cards of pages that are gone or changed are dropped, so the cache holds this build's cards only.
      const current = new Set([...drawings.keys()].map((key) => path.basename(cacheFile(JSON.parse(key) as CardText))));
      for (const name of await fs.readdir(cacheDir)) {
        if (name.endsWith('.png') && !current.has(name)) await fs.rm(path.join(cacheDir, name), {force: true});
      }

      const stats: SocialCardStats = {
        cards: jobs.length,
        drawn,
        cached,
        bytes,
        milliseconds: Math.round(performance.now() - started),
      };
      await fs.writeFile(path.join(outDir, STATS_FILE), `${JSON.stringify(stats)}\n`);
      console.info(
        `[faststore-docs] Social cards for ${stats.cards} pages in ${(stats.milliseconds / 1000).toFixed(1)} s ` +
          `(${drawn} drawn, ${cached} from the cache; ${(bytes / 1024 / 1024).toFixed(1)} MB).`,
      );
    },
  };
}
