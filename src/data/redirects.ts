/**
 * Public URLs that moved: each old address keeps working and sends the reader to the new one.
 * A page that is removed or renamed needs an entry here, or the build fails (src/plugins/route-contract).
 */
export interface Redirect {
  /** The old public URL. */
  from: string;
  /** Where it goes now: a route the build serves. */
  to: string;
}

export const redirects: Redirect[] = [
  // Base Store release notes have one tag; the hyphenated one was used by the first two posts.
  {from: '/releases/tags/base-store', to: '/releases/tags/basestore'},
  // Section previews are named after the component they render.
  {from: '/sections/FaqPage/FaqPage', to: '/sections/FaqSection/FaqSection'},
  {from: '/sections/StarterComponentPage/StarterComponentPage', to: '/sections/StarterDetail/StarterDetail'},
  {from: '/sections/StarterPage/StarterPage', to: '/sections/StarterGallery/StarterGallery'},
];
