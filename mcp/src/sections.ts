/**
 * A page's Markdown split at its `##` and `###` headings, each part with the anchor the site gives
 * that heading, so that a search hit can point into the page. Headings inside code blocks stay text.
 */
import {markdownCodeBlocks} from '@faststore-docs/shared/codeBlocks';

export interface Section {
  /** The heading's text; the page's title for the part before the first heading. */
  heading: string;
  /** The heading's id on the page; empty for the part before the first heading. */
  anchor: string;
  /** 2 or 3 for a `##` or `###` heading; 1 for the part before the first heading. */
  level: number;
  text: string;
}

// Keyed by the text itself: the pages are a fixed set, and a string key holds no copy.
/**
 * The id the site gives a heading: GitHub's rule (lower case, punctuation and symbols dropped,
 * spaces to hyphens), with `-1`, `-2`… on repeats within the page.
 */
function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}

const cache = new Map<string, Section[]>();

function split(markdown: string): Section[] {
  const lines = markdown.split('\n');
  const inCode = new Set<number>();
  for (const block of markdownCodeBlocks(markdown)) for (let l = block.line; l <= block.end; l++) inCode.add(l - 1);
  const slug = slugger();
  const sections: Section[] = [];
  let current: Section = {heading: '', anchor: '', level: 1, text: ''};
  const body: string[] = [];
  const close = () => {
    current.text = body.join('\n').trim();
    if (current.text || current.anchor) sections.push(current);
    body.length = 0;
  };
  lines.forEach((line, i) => {
    const heading = inCode.has(i) ? null : /^(#{1,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1] === '#') {
      current.heading = heading[2]!;
      return;
    }
    if (heading) {
      close();
      // A heading the page gave an id of its own carries it as `{#id}` (the site's Markdown copies do).
      const own = /\s*\{#([^}\s]+)\}$/.exec(heading[2]);
      const text = heading[2]
        .slice(0, own ? own.index : undefined)
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`/g, '');
      const anchor = slug(text);
      current = {heading: text, anchor: own ? own[1] : anchor, level: heading[1].length, text: ''};
      return;
    }
    body.push(line);
  });
  close();
  return sections;
}

/** The sections of a page's Markdown (computed once per text). */
export function sectionsOf(markdown: string): Section[] {
  let sections = cache.get(markdown);
  if (!sections) {
    sections = split(markdown);
    cache.set(markdown, sections);
  }
  return sections;
}
