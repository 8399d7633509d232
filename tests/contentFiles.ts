/** Reads the MDX content of the portal (docs/ and releases/) for the content and route tests. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {withoutCodeBlocks} from '@faststore-docs/shared/codeBlocks';

export const ROOT = path.resolve(__dirname, '..');

export interface ContentFile {
  /** Path relative to the repository root, e.g. `docs/faq.mdx`. */
  file: string;
  area: 'docs' | 'releases';
  data: Record<string, unknown>;
  body: string;
  /** The route Docusaurus gives the page. */
  route: string;
}

const isContent = (name: string) => /\.mdx?$/.test(name) && !path.basename(name).startsWith('_');

function listFiles(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return (fs.readdirSync(abs, {recursive: true}) as string[])
    .filter(isContent)
    .filter((f) => !f.split(path.sep).some((part) => part.startsWith('_')))
    .map((f) => path.join(dir, f))
    .sort();
}

/** Docs: the file path is the route (index files stand for their folder) unless `slug` says otherwise. */
function docRoute(file: string, data: Record<string, unknown>): string {
  if (typeof data.slug === 'string' && data.slug.startsWith('/')) return data.slug;
  const rel = file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  const withoutIndex = rel === 'index' ? '' : rel.replace(/\/index$/, '');
  return `/${withoutIndex}`;
}

/** Release notes: `releases/YYYY-MM-DD-product.mdx` is served at `/releases/YYYY/MM/DD/product`. */
function releaseRoute(file: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(path.basename(file));
  if (!m) throw new Error(`${file}: release notes are named YYYY-MM-DD-product.mdx`);
  return `/releases/${m[1]}/${m[2]}/${m[3]}/${m[4]}`;
}

export function readContent(): ContentFile[] {
  const read = (file: string, area: ContentFile['area']): ContentFile => {
    const {data, content} = matter(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    return {
      file,
      area,
      data,
      body: content,
      route: area === 'docs' ? docRoute(file, data) : releaseRoute(file),
    };
  };
  return [...listFiles('docs').map((f) => read(f, 'docs')), ...listFiles('releases').map((f) => read(f, 'releases'))];
}

/** Prose only: no front matter, code, imports, JSX tags, URLs or Markdown punctuation. */
export function proseWords(body: string): number {
  const text = withoutCodeBlocks(body, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' x ');
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}
