/**
 * A page reached at `x.html` or `x/index.html` (static hosts, nginx included, serve those files too)
 * is the page of the route `x`, and its HTML was rendered for that address. The address bar is set to
 * the route's own address before React hydrates, so that what React renders matches the HTML instead
 * of being thrown away and rendered again, and so that links, sharing and the canonical URL agree.
 * Docusaurus's router strips the same suffix when it matches routes; this module runs when the client
 * bundle is evaluated, before the router reads the address.
 */
export function routeAddress(pathname: string): string {
  return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}

if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const route = routeAddress(pathname);
  if (route !== pathname) window.history.replaceState(window.history.state, '', `${route}${search}${hash}`);
}
