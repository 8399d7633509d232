/**
 * Where a page's Markdown is published: its route plus `.md`, the site's root being `/index.md`.
 * Shared by the plugin that writes the files and the "Copy page" control that fetches them, so
 * the two never disagree.
 */
export function markdownPath(route: string, baseUrl = '/'): string {
  const bare = route.replace(/(?:\/index)?\.html$/, '').replace(/\/+$/, '');
  return bare === '' || `${bare}/` === baseUrl ? `${baseUrl}index.md` : `${bare}.md`;
}
