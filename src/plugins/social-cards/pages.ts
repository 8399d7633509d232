/** The area of the portal a social card names, worked out from the page's address. */
/**
 * The portal's areas, most specific first: the label a card shows above the title. A section's
 * own landing page (`/tutorials`) is named in the plural, the pages inside it in the singular.
 */
const AREAS: {prefix: string; landing: string; page: string}[] = [
  {prefix: '/reference/api', landing: 'API reference', page: 'API reference'},
  {prefix: '/reference/sdk', landing: 'SDK reference', page: 'SDK reference'},
  {prefix: '/reference/ui', landing: 'UI components', page: 'UI component'},
  {prefix: '/reference/plugins', landing: 'Plugin reference', page: 'Plugin reference'},
  {prefix: '/reference', landing: 'Reference', page: 'Reference'},
  {prefix: '/tutorials', landing: 'Tutorials', page: 'Tutorial'},
  {prefix: '/how-to-guides', landing: 'How-to guides', page: 'How-to guide'},
  {prefix: '/conceptual-guides', landing: 'Concepts', page: 'Concept'},
  {prefix: '/releases', landing: 'Release notes', page: 'Release notes'},
  {prefix: '/starters', landing: 'Starters', page: 'Starter'},
  {prefix: '/quickstart', landing: 'Quickstart', page: 'Quickstart'},
  {prefix: '/faq', landing: 'FAQ', page: 'FAQ'},
  {prefix: '/playground', landing: 'Playground', page: 'Playground'},
  {prefix: '/templates', landing: 'Writer templates', page: 'Writer template'},
  {prefix: '/sections', landing: 'Section previews', page: 'Section preview'},
];

export function cardArea(route: string): string {
  for (const {prefix, landing, page} of AREAS) {
    if (route === prefix) return landing;
    if (route.startsWith(`${prefix}/`)) return page;
  }
  return 'Docs';
}
