/**
 * Publishes every docs page and release post as Markdown for readers' tools: `<route>.md` next to
 * each page, `/llms.txt` (the index, by section) and `/llms-full.txt` (every page in reading order).
 *
 * It runs after the build, on the production HTML (./convert.ts), so the Markdown holds the page as
 * readers see it, generated references included. Pages marked noindex (writers' templates) get their
 * `.md` too, but the two indexes leave them out, as the sitemap and the search do.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {convertPage} from './convert';
import {llmsFullTxt, llmsTxt, type MarkdownPage, type Site} from './llmsTxt';
import {markdownPath} from '../../lib/markdownPath';
import {failMarkdown, publishMarkdown, type PublishedPage} from './published';
import {textField} from '../../lib/customFields';
import {runsAfterBuild} from '../afterBuildSteps';
import {builtSite, type BuiltSite} from '../builtSite';

const PLUGIN = 'faststore-markdown';

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

/** Doc ids in the order a reader meets them in the sidebars, category pages before their items. */
function sidebarOrder(sidebars: Record<string, SidebarItem[]>): string[] {
  const ids: string[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.id) ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return [...new Set(ids)];
}

/** Docs in sidebar order (then any doc outside the sidebars), then release posts, newest first. */
function readingOrder(docs: DocsContent, blog: BlogContent | undefined): MarkdownPage[] {
  const version = docs.loadedVersions[0];
  const byId = new Map(version.docs.filter((d) => !d.unlisted).map((d) => [d.id, d]));
  const ordered = sidebarOrder(version.sidebars as unknown as Record<string, SidebarItem[]>)
    .map((id) => byId.get(id))
    .filter((d) => d !== undefined);
  const inSidebar = new Set(ordered.map((d) => d.id));
  const rest = [...byId.values()]
    .filter((d) => !inSidebar.has(d.id))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
  const releases = [...(blog?.blogPosts ?? [])]
    .filter((p) => !p.metadata.unlisted)
    .sort((a, b) => +new Date(b.metadata.date) - +new Date(a.metadata.date));
  return [
    ...[...ordered, ...rest].map((d) => ({
      permalink: d.permalink,
      title: d.title,
      description: d.description,
      kind: 'doc' as const,
    })),
    ...releases.map(({metadata}) => ({
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      kind: 'release' as const,
    })),
  ];
}

export default function markdownPlugin(context: LoadContext): Plugin {
  let pages: MarkdownPage[] = [];
  const {siteConfig} = context;
  const site: Site = {
    title: siteConfig.title,
    summary: `${siteConfig.tagline}: the documentation of FastStore ${textField(siteConfig.customFields, 'siteVersion')}, for developers who build online stores with @faststore/ui, @faststore/sdk and @faststore/api. Tutorials, how-to and conceptual guides, the GraphQL API, SDK and UI component references, and the release notes.`,
    origin: siteConfig.url.replace(/\/$/, ''),
    baseUrl: siteConfig.baseUrl,
  };

  return {
    name: PLUGIN,
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docs) throw new Error(`${PLUGIN}: the docs plugin is not loaded`);
      pages = readingOrder(docs, blog);
    },
    async postBuild(props) {
      if (!runsAfterBuild('markdown')) return;
      const {outDir} = props;
      try {
        publishMarkdown(outDir, await writeMarkdown(builtSite(props)));
      } catch (error) {
        failMarkdown(outDir, error);
        throw error;
      }
    },
  };

  async function writeMarkdown(built: BuiltSite): Promise<PublishedPage[]> {
    const {outDir} = built;
    const published: PublishedPage[] = [];
    // Sequential on purpose: a few hundred small files, and the build machine has other work.
    for (const page of pages) {
      const html = built.html(page.permalink);
      if (html === undefined) throw new Error(`${PLUGIN}: no HTML file for ${page.permalink} in ${outDir}`);
      const converted = await convertPage(html, site.origin);
      if (!converted) throw new Error(`${PLUGIN}: ${page.permalink} has no docs or release-post article`);
      const file = path.join(outDir, markdownPath(page.permalink, site.baseUrl).slice(site.baseUrl.length));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, converted.markdown);
      // Every page's "Copy page" control works, but the indexes list only what search engines may index.
      const listed = !built.noIndex(page.permalink) && !built.noIndex(page.permalink.replace(/(.)\/$/, '$1'));
      published.push({...page, markdown: converted.markdown, html, listed});
    }
    const listed = published.filter((p) => p.listed);
    await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, listed));
    await fs.writeFile(
      path.join(outDir, 'llms-full.txt'),
      llmsFullTxt(
        site,
        listed.map((p) => p.markdown),
      ),
    );
    return published;
  }
}
