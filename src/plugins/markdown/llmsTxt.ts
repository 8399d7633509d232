/**
 * The index that assistants and agents read first (`/llms.txt`, in the llmstxt.org format: an H1 with
 * the site's name, a one-paragraph summary as a quote, then `##` sections of Markdown links with a
 * one-line description each) and the whole site in one file (`/llms-full.txt`).
 */
import {markdownPath} from '../../lib/markdownPath';

/** A page that has a Markdown copy, in reading order (docs in sidebar order, then releases). */
export interface MarkdownPage {
  /** The route, as Docusaurus serves it (baseUrl included): `/reference/sdk/cart/useCart`. */
  permalink: string;
  title: string;
  description: string;
  kind: 'doc' | 'release';
}

/** The page that tells readers how to connect their coding agent to the portal's MCP server. */
export const AGENT_TOOLS_ROUTE = 'resources/ai-tools';

export const SECTIONS = [
  'Get started',
  'Tutorials',
  'How-to guides',
  'Concepts',
  'GraphQL API',
  'SDK',
  'UI components',
  'Release notes',
  // llmstxt.org's name for links a reader with little room can skip: older and secondary material.
  'Optional',
] as const;
export type Section = (typeof SECTIONS)[number];

/** The llms.txt section of a page, from its route below the base URL. */
export function sectionOf(page: MarkdownPage, baseUrl = '/'): Section {
  if (page.kind === 'release') return 'Release notes';
  const route = `/${page.permalink.slice(baseUrl.length)}`;
  const under = (prefix: string) => route === prefix || route.startsWith(`${prefix}/`);
  if (under('/tutorials')) return 'Tutorials';
  if (under('/how-to-guides')) return 'How-to guides';
  if (under('/conceptual-guides')) return 'Concepts';
  if (under('/reference/api')) return 'GraphQL API';
  if (under('/reference/sdk')) return 'SDK';
  if (under('/reference/ui')) return 'UI components';
  // The Gatsby plugins' reference and the pages about version 0 concern older or peripheral setups.
  if (under('/reference/plugins') || under('/v0')) return 'Optional';
  return 'Get started';
}

/** Square brackets in a title would end the link text early. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface Site {
  title: string;
  /** One paragraph: what the site documents and for whom. */
  summary: string;
  /** The public origin, without a trailing slash: `https://developers.example.com`. */
  origin: string;
  /** The path the site is served under, with both slashes: `/` or `/docs/`. */
  baseUrl: string;
}

export function llmsTxt(site: Site, pages: readonly MarkdownPage[]): string {
  const origin = site.origin.replace(/\/$/, '');
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    'Every page below is Markdown; the same address without `.md` is the page on the web. ' +
      `${origin}${site.baseUrl}llms-full.txt holds all of them in one file.`,
    '',
  );
  const agentTools = pages.find((p) => p.permalink === `${site.baseUrl}${AGENT_TOOLS_ROUTE}`);
  if (agentTools) {
    lines.push(
      `Coding agents can also query this documentation offline through an MCP server, with answers for the FastStore release a store installs: ${origin}${markdownPath(agentTools.permalink, site.baseUrl)}`,
      '',
    );
  }
  for (const section of SECTIONS) {
    const inSection = pages.filter((p) => sectionOf(p, site.baseUrl) === section);
    if (inSection.length === 0) continue;
    lines.push(`## ${section}`, '');
    for (const page of inSection) {
      const url = `${origin}${markdownPath(page.permalink, site.baseUrl)}`;
      const description = oneLine(page.description);
      lines.push(`- [${linkText(oneLine(page.title))}](${url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every page's Markdown, in the order given, each after a rule so that pages stay apart. */
export function llmsFullTxt(site: Site, markdowns: readonly string[]): string {
  const intro = `# ${site.title}\n\n> ${oneLine(site.summary)}\n`;
  return `${[intro, ...markdowns.map((m) => m.trim())].join('\n\n---\n\n')}\n`;
}
