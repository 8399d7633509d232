/**
 * What a page route answers for each `Accept` header: its Markdown copy when the header lists
 * `text/markdown` as acceptable, its HTML otherwise. A quality of 0 means "not acceptable", so such a
 * header gets HTML. Both servers the site is tested behind (the static server of the end-to-end tests
 * and the nginx configuration) are held to this one table.
 */
export const ACCEPT_CASES: readonly {accept: string; markdown: boolean}[] = [
  {accept: 'text/markdown', markdown: true},
  {accept: 'text/markdown, text/html;q=0.5', markdown: true},
  {accept: 'text/html;q=0.9, text/markdown', markdown: true},
  {accept: 'text/markdown;q=0.1', markdown: true},
  {accept: 'text/markdown;q=0.01', markdown: true},
  {accept: 'text/markdown; charset=utf-8', markdown: true},
  {accept: 'TEXT/MARKDOWN', markdown: true},
  {accept: 'text/markdown;q=0', markdown: false},
  {accept: 'text/markdown; q=0.0', markdown: false},
  {accept: 'text/markdown;q=0.000, text/html', markdown: false},
  {accept: 'text/html, text/markdown;q=0', markdown: false},
  {accept: 'text/markdown;charset=utf-8;q=0', markdown: false},
  {accept: 'TEXT/MARKDOWN;Q=0', markdown: false},
  {accept: 'text/markdown-extra', markdown: false},
  {accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', markdown: false},
  {accept: '*/*', markdown: false},
];
