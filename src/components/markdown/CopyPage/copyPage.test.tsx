/** The "Copy page" control, whose Markdown exists only in a production build (src/plugins/markdown). */
import fs from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it, vi} from 'vitest';
import CopyPage, {DEV_NOTE} from '.';

vi.mock('@docusaurus/useDocusaurusContext', () => ({default: () => ({siteConfig: {baseUrl: '/'}})}));
vi.mock('@docusaurus/Link', () => ({
  // A stand-in for Docusaurus' Link, which needs the router.
  // eslint-disable-next-line @docusaurus/no-html-links
  default: ({href, children}: {href: string; children: ReactNode}) => <a href={href}>{children}</a>,
}));
vi.mock('@site/src/lib/markdownPath', () => import('../../../lib/markdownPath'));

afterEach(() => vi.unstubAllEnvs());

describe('Copy page', () => {
  it('in a production build, copies and links the Markdown twin of the page', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const html = renderToString(<CopyPage route="/docs" />);
    expect(html).toContain('>Copy page</button>');
    expect(html).toContain('href="pathname:///docs.md"');
    expect(html).not.toContain('production build');
  });

  // Painted with the page, so that a guide's prompt controls need no script to appear; the page's
  // task mark decides whether they show (styles.module.css).
  it('in a production build, renders the prompt controls beside it, shown by the page’s task mark', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const html = renderToString(<CopyPage route="/how-to-guides/deployment" />);
    expect(html).toContain('>Copy as prompt</button>');
    expect(html).toContain('>Open in Cursor</button>');
    const css = fs.readFileSync(path.join(__dirname, 'styles.module.css'), 'utf8');
    expect(css).toMatch(/:global\(article:has\(\[data-task-prompt\]\)\) \.prompt \{\s*display: inline-flex/);
  });

  // The development server has no Markdown twins: a control that fails on a click would look broken.
  it('under npm start, says plainly that it works in a production build, with no control to fail', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const html = renderToString(<CopyPage route="/docs" />);
    expect(html).toContain(DEV_NOTE.replace(/&/g, '&amp;'));
    expect(html).not.toContain('<button');
    expect(html).not.toContain('prompt');
    expect(html).not.toContain('.md"');
  });
});
