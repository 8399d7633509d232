/**
 * Whether an `Accept` header asks for a page's Markdown copy: it lists `text/markdown` (with any
 * parameters) at a quality above 0. A quality of 0 means "not acceptable", so that header gets the
 * HTML page. The nginx configuration (deploy/nginx/site.conf.template) applies the same rule; both are
 * checked against one table of headers (e2e/acceptCases.ts).
 */
export function acceptsMarkdown(accept = '') {
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/markdown') return false;
    const quality = params.find((param) => /^q\s*=/.test(param));
    return !quality || !/^q\s*=\s*0(\.0{0,3})?$/.test(quality);
  });
}
