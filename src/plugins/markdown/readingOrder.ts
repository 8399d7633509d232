/**
 * The order a reader meets the site's pages in, which `llms-full.txt` follows and the coding-agent
 * data lists: docs in sidebar order, then release posts. Read from the docs and blog content.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {MarkdownPage} from './llmsTxt';

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
export function readingOrder(docs: DocsContent, blog: BlogContent | undefined): MarkdownPage[] {
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
