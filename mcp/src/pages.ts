/**
 * `get_page`: a page's Markdown by route or URL (`/reference/sdk/cart/useCart`, the same with `.md`,
 * a trailing slash or an anchor, or the full address on any host), else the nearest routes, ranked
 * as the site's not-found page ranks them.
 */
import type {Page} from './data';
import {ToolError} from './toolError';
import {nearestRoutes, normalizePath} from '@faststore-docs/shared/nearest';
import {sectionsOf, type Section} from './sections';

/** The route part of what a caller passes: `https://host/a/b.md#x` → `/a/b`. */
export function routeOf(input: string): string {
  let text = input.trim();
  const url = /^[a-z][a-z0-9+.-]*:\/\/[^/]+(\/[^?#]*)?/i.exec(text);
  if (url) text = url[1] ?? '/';
  text = text.split(/[?#]/)[0].replace(/\.md$/, '');
  if (!text.startsWith('/')) text = `/${text}`;
  if (text.length > 1) text = text.replace(/\/+$/, '');
  return text || '/';
}

export class Pages {
  private readonly byPath: Map<string, Page>;
  private readonly byNormal: Map<string, Page>;

  constructor(private readonly pages: readonly Page[]) {
    this.byPath = new Map(pages.map((p) => [p.path, p]));
    this.byNormal = new Map(pages.map((p) => [normalizePath(p.path), p]));
  }

  get(input: string): Page {
    const route = routeOf(input);
    const page = this.byPath.get(route) ?? this.byNormal.get(normalizePath(route));
    if (page) return page;
    const near = nearestRoutes(
      route,
      this.pages.map((p) => ({path: p.path, title: p.title})),
    );
    throw new ToolError(
      'unknown_page',
      `No page at ${route}.${near.length ? ` Nearest routes: ${near.map((r) => `${r.path} (${r.title})`).join('; ')}.` : ' Use search_docs to find it.'}`,
      near.map((r) => r.path),
    );
  }
}

/** The fewest characters `get_page` and `plan_upgrade` answer in: room for a section's start and what was left out. */
export const MIN_ANSWER_CHARACTERS = 1000;

export interface PartRequest {
  /** A heading's text or its `#anchor`; an anchor in the path asks the same. */
  section?: string;
  /** The most characters the answer may have, the list of what was left out included. */
  maxCharacters?: number;
}

/** The anchor part of what a caller passes: `/a/b#returns` → `returns`. */
export function anchorOf(input: string): string | undefined {
  const hash = input.indexOf('#');
  const anchor = hash === -1 ? '' : input.slice(hash + 1).trim();
  return anchor ? decodeURIComponent(anchor) : undefined;
}

const render = (s: Section) => (s.level === 1 ? s.text : `${'#'.repeat(s.level)} ${s.heading}\n\n${s.text}`.trim());

/** A `##` section with the `###` sections under it, as the page shows them. */
function withSubsections(sections: readonly Section[], at: number): Section[] {
  const end = sections.findIndex((s, i) => i > at && s.level <= sections[at].level);
  return sections.slice(at, end === -1 ? undefined : end);
}

function findSection(page: Page, sections: readonly Section[], wanted: string): number {
  const text = wanted.trim().replace(/^#/, '').trim();
  const lower = text.toLowerCase();
  let at = sections.findIndex((s) => s.level > 1 && s.anchor === lower);
  if (at === -1) at = sections.findIndex((s) => s.heading.toLowerCase() === lower);
  if (at === -1) at = sections.findIndex((s) => s.level > 1 && s.heading.toLowerCase().includes(lower));
  if (at !== -1) return at;
  const headings = sections.filter((s) => s.level > 1);
  throw new ToolError(
    'unknown_section',
    `${page.path} has no section "${text}". Its sections: ${headings.map((s) => `"${s.heading}" (#${s.anchor})`).join(', ')}.`,
    headings.map((s) => `#${s.anchor}`),
  );
}

/**
 * The part of a page a call asks for, in at most `maxCharacters`: the section asked for (with its
 * subsections), else the page from its start, section by section while they fit, the first one cut at
 * a line if even it does not. Whatever is left out is listed with its heading, anchor and size, so an
 * agent can ask for the one it needs instead of paying for the whole page.
 */
export function pagePart(page: Page, {section, maxCharacters}: PartRequest): string {
  const sections = sectionsOf(page.markdown);
  const chosen = section === undefined ? sections : withSubsections(sections, findSection(page, sections, section));
  const limit = maxCharacters ?? Infinity;
  if (section === undefined && page.markdown.length <= limit) return page.markdown;
  const title = sections[0]?.level === 1 && sections[0].heading ? `# ${sections[0].heading}\n\n` : '';
  const note = (shown: readonly Section[], cut: boolean, room: number) => {
    const left = sections.filter((s) => !shown.includes(s) && (s.level > 1 || s.text));
    if (left.length === 0 && !cut) return '';
    const head = `\n\n---\nLeft out of this answer (${page.markdown.length} characters in the whole page)${cut ? '; the last section shown is cut short' : ''}. Read one with get_page and \`section\`:`;
    const lines = left.map(
      (s) =>
        `\n- ${s.level === 1 ? '(the introduction)' : `"${s.heading}" (#${s.anchor})`}: ${render(s).length} characters`,
    );
    // Within the limit: as many entries as fit, then how many more there are.
    let text = head;
    for (let i = 0; i < lines.length; i++) {
      const more = `\n- and ${lines.length - i} more sections`;
      if (text.length + lines[i].length + (i < lines.length - 1 ? more.length : 0) > room) return text + more;
      text += lines[i];
    }
    return text;
  };
  // Room kept for the list of what is left out, which is how an agent finds the part it needs: as
  // much as the list of every other section takes, up to two fifths of the answer.
  const reserve = Math.min(note(sections.slice(0, 1), true, Infinity).length, Math.floor(limit * 0.4));
  const shown: Section[] = [];
  let body = title;
  for (const s of chosen) {
    const next = `${body}${body.length > title.length ? '\n\n' : ''}${render(s)}`;
    const wanted = note([...shown, s], false, Infinity).length;
    if (next.length + Math.min(wanted, reserve) <= limit) {
      shown.push(s);
      body = next;
      continue;
    }
    if (shown.length > 0) break;
    // Not even the first section fits: its start, cut at a line, and the list of the rest.
    const tail = note([s], true, Math.max(reserve, 200));
    const room = limit - body.length - tail.length - 2;
    const text = render(s);
    const cutAt = text.lastIndexOf('\n', room);
    return `${body}${text.slice(0, cutAt > room / 2 ? cutAt : Math.max(0, room)).trimEnd()}\n…${tail}`;
  }
  return body + note(shown, false, limit - body.length);
}
