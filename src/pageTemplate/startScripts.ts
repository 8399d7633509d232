/**
 * Runs inline in every built page, from its source text (`Function.prototype.toString`): plain
 * JavaScript without imports or closures, so the text is the whole program.
 *
 * Adds the page's scripts, in order, once a frame with the HTML's content has been painted: a
 * `requestAnimationFrame` callback runs just before that frame's paint, and a task queued from it runs
 * after. A page opened in a background tab paints nothing until shown, so its scripts start at once.
 *
 * When a script cannot be loaded, the usual cause is a build served from another folder than its
 * base URL (every script and stylesheet URL is then wrong). The page's canonical link says which
 * route this is, so the folder it is served from can be worked out: the page then says which base URL
 * it was built for and which one it would need, with inline styles since its stylesheet is missing
 * too. A page served where it belongs (a network failure, not a wrong folder) shows nothing.
 */
export function startScripts(scripts: string[], baseUrl: string): void {
  let warned = false;
  function servedFrom(): string | null {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
    if (!canonical) return null;
    const route = new URL(canonical.href).pathname;
    if (!route.startsWith(baseUrl) && route + '/' !== baseUrl) return null;
    const rest = route.slice(baseUrl.length);
    const here = location.pathname.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
    if (rest && here.slice(-rest.length - 1) !== '/' + rest) return null;
    return here.slice(0, here.length - rest.length).replace(/\/?$/, '/');
  }
  function warn() {
    if (warned) return;
    warned = true;
    const folder = servedFrom();
    if (!folder || folder === baseUrl) return;
    const banner = document.createElement('div');
    banner.id = 'base-url-warning';
    banner.setAttribute('role', 'alert');
    banner.setAttribute(
      'style',
      'margin:1rem;padding:1rem;border:4px solid #b00020;background:#fff3cd;color:#1c1e21;font:1.125rem/1.5 system-ui,sans-serif',
    );
    const title = document.createElement('p');
    title.setAttribute('style', 'margin:0 0 .5rem;font-weight:700');
    title.textContent = 'This copy of the site cannot load its scripts and styles.';
    const detail = document.createElement('p');
    detail.setAttribute('style', 'margin:0');
    detail.textContent =
      `It was built for the base URL ${baseUrl} but is served from ${folder}. Serve the build at ${baseUrl}, ` +
      `or build it again with baseUrl set to ${folder} in docusaurus.config.ts.`;
    banner.appendChild(title);
    banner.appendChild(detail);
    document.body.insertBefore(banner, document.body.firstChild);
  }
  function start() {
    // The page template inlines this function's text, so it uses nothing a compiler might replace
    // with a helper (a for-of loop can become one): a plain index loop stays as written.
    // eslint-disable-next-line @typescript-eslint/prefer-for-of
    for (let i = 0; i < scripts.length; i++) {
      const script = document.createElement('script');
      script.src = scripts[i];
      // Dynamically added scripts run in the order they were added only when not async.
      script.async = false;
      script.onerror = warn;
      document.body.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
}
