/**
 * Publishes every docs page and release post as Markdown for readers' tools: `<route>.md` next to
 * each page, `/llms.txt` (the index, by section) and `/llms-full.txt` (every page in reading order).
 *
 * It runs after the build, on the production HTML (./convert.ts), so the Markdown holds the page as
 * readers see it, generated references included. Pages marked noindex (unlisted writers' templates) get their
 * `.md` too, but the two indexes leave them out, as the sitemap and the search do.
 *
 * Beside the `.md` of each page with a task (marked by src/plugins/remark/taskPromptMark.ts), its
 * prompts for a coding agent at `<route>.prompt.json` (./taskPrompt.ts), which "Copy as prompt" fetches.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {readingOrder} from './readingOrder';
import {llmsFullTxt, llmsTxt, type MarkdownPage, type Site} from './llmsTxt';
import {markdownPath} from '../../lib/markdownPath';
import {textField} from '../../lib/customFields';
import {runsAfterBuild} from '../afterBuildSteps';
import {builtSite, type BuiltSite} from '../builtSite';
import {promptPath} from '../../components/markdown/CopyPage/taskPrompt';
import {counterpartsOf, pageStarters, promptSiteOf, TASK_MARK, taskPromptData} from './taskPrompt';

const PLUGIN = 'faststore-markdown';

export default function markdownPlugin(context: LoadContext): Plugin {
  let pages: MarkdownPage[] = [];
  /** The starters each doc's steps are written for, from its front matter. */
  const starters = new Map<string, string[]>();
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
      for (const doc of docs.loadedVersions[0].docs) starters.set(doc.permalink, pageStarters(doc.frontMatter.starter));
    },
    async postBuild(props) {
      if (!runsAfterBuild('markdown')) return;
      await writeMarkdown(builtSite(props));
    },
  };

  async function writeMarkdown(built: BuiltSite): Promise<void> {
    const {outDir} = built;
    const published: (MarkdownPage & {markdown: string; listed: boolean})[] = [];
    // Sequential on purpose: a few hundred small files, and the build machine has other work.
    for (const page of pages) {
      const converted = await built.markdown(page.permalink);
      if (!converted) throw new Error(`${PLUGIN}: ${page.permalink} has no docs or release-post article`);
      const file = path.join(outDir, markdownPath(page.permalink, site.baseUrl).slice(site.baseUrl.length));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, converted.markdown);
      // Every page's "Copy page" control works, but the indexes list only what search engines may index.
      const listed = !built.noIndex(page.permalink);
      published.push({...page, markdown: converted.markdown, listed});
    }
    await writePrompts(built, published);
    const listed = published.filter((p) => p.listed);
    await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, listed));
    const markdowns = listed.map((p) => p.markdown);
    await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, markdowns));
  }

  async function writePrompts(built: BuiltSite, published: (MarkdownPage & {markdown: string})[]): Promise<void> {
    const promptSite = promptSiteOf(context.siteDir);
    const titles = new Map(published.map((p) => [p.permalink, p.title]));
    for (const page of published) {
      if (page.kind !== 'doc' || !built.html(page.permalink)?.includes(`${TASK_MARK}=""`)) continue;
      const data = taskPromptData(
        {
          route: page.permalink,
          url: `${site.origin}${page.permalink}`,
          markdown: page.markdown,
          starters: starters.get(page.permalink) ?? pageStarters(undefined),
          counterparts: counterpartsOf(page.permalink, titles),
        },
        promptSite,
      );
      const file = path.join(
        built.outDir,
        promptPath(markdownPath(page.permalink, site.baseUrl)).slice(site.baseUrl.length),
      );
      await fs.writeFile(file, JSON.stringify(data));
    }
  }
}
