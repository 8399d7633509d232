/**
 * A social card for every page: after the build, draws the PNG that each page's `og:image` and
 * `twitter:image` point at (SocialCardMeta in Root writes those tags from the page's route, see
 * ./cardPath.ts), with the page's title from its built HTML and its area from its route (./pages.ts).
 * Client-side redirect pages are stubs and get none.
 *
 * Fails the build when a page's image tags disagree or two pages would share a card, so a shared
 * link never previews another page. Writes `<outDir>/.social-cards.json` (count, bytes, time) for
 * the benchmark; dot-files are not published.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {renderCard, type CardText} from './card';
import {CARD_DIR} from './cardPath';
import {cardArea, isClientRedirect, metaContent, pageTitle, routeOfHtmlFile} from './pages';

export const STATS_FILE = '.social-cards.json';

export interface SocialCardStats {
  /** Pages that got a card. */
  cards: number;
  /** Cards drawn (pages with the same title and area share the drawing, not the file). */
  drawn: number;
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

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Runs `work` on every item with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-social-cards',
    async postBuild({outDir}) {
      const started = performance.now();
      const {siteConfig, siteDir, baseUrl} = context;
      const cardUrlPrefix = `${siteConfig.url}${baseUrl}${CARD_DIR}/`;
      const footer = `Documentation for FastStore ${String(siteConfig.customFields?.siteVersion ?? '')}`.trim();

      const jobs: CardJob[] = [];
      const errors: string[] = [];
      const owner = new Map<string, string>();
      for (const file of await htmlFiles(outDir)) {
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

      // Layout runs on this thread and rasterising on the thread pool, so a few cards in flight
      // keep both busy.
      const drawings = new Map<string, Promise<Buffer>>();
      let bytes = 0;
      await eachLimited(jobs, os.availableParallelism() + 1, async ({file, text}) => {
        const key = JSON.stringify(text);
        if (!drawings.has(key)) drawings.set(key, renderCard(text, siteDir));
        const png = await drawings.get(key)!;
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, png);
        bytes += png.length;
      });

      const stats: SocialCardStats = {
        cards: jobs.length,
        drawn: drawings.size,
        bytes,
        milliseconds: Math.round(performance.now() - started),
      };
      await fs.writeFile(path.join(outDir, STATS_FILE), `${JSON.stringify(stats)}\n`);
      console.info(
        `[faststore-docs] Drew ${stats.cards} social cards in ${(stats.milliseconds / 1000).toFixed(1)} s ` +
          `(${(bytes / 1024 / 1024).toFixed(1)} MB).`,
      );
    },
  };
}
