/**
 * "Copy as prompt": a guide's task written for a coding agent, made after the build from the page's
 * own Markdown copy (its headings, the commands it runs and the files it writes), so no page's prompt
 * is typed by hand and a guide that changes changes its prompt.
 *
 * Which starter and releases the task is for belongs to the reader, not to the build: each prompt is
 * written once per starter the reader's store profile may name, plus once for a reader without a
 * profile (who is told to be asked), with placeholders for the releases. The page's control fills
 * them in the browser at copy time (src/components/markdown/CopyPage/taskPrompt.ts).
 */
import {markdownCodeBlocks, type CodeBlock} from '@faststore-docs/shared/codeBlocks';
import {PACKAGE_KEYS, type PackageKey} from '@faststore-docs/shared/reference/marks';
import fs from 'node:fs';
import path from 'node:path';
import {referenceVersions} from '@faststore-docs/shared/reference/data';
import {PLACEHOLDER, type TaskPromptData} from '../../components/markdown/CopyPage/taskPrompt';
import {starterLabel, starterOf} from '../../components/store-profile/profile';
import {counterpart} from '../../data/trackMap';

/** The heading writers give a guide's section for the Next.js starter (src/plugins/remark/starterSections.ts). */
export const NEXTJS_HEADING = 'On the Next.js starter';
const NEXTJS = 'nextjs.store';
/** The starter a page's steps follow when its front matter names none (as the starter check reads it). */
const DEFAULT_STARTER = 'gatsby.store';

/** The starters a doc's steps are written for, from its front matter `starter`. */
export function pageStarters(value: unknown): string[] {
  if (value === 'none') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [DEFAULT_STARTER];
}

/** The same step of the other starter's tutorial track, when `route` is a step of one. */
export function counterpartsOf(route: string, titles: ReadonlyMap<string, string>): PromptPage['counterparts'] {
  const other = counterpart(route);
  return other ? {[other.starter]: {route: other.route, title: titles.get(other.route) ?? other.route}} : {};
}

/**
 * The pinned starters by the names readers know, the type check each one's pre-commit hook runs (read
 * from its manifest, src/data/starterManifests, whose full schema the reference package checks; the
 * build does not load that package's sources), and the covered releases.
 */
export function promptSiteOf(siteDir: string): PromptSite {
  const {starters, versions} = referenceVersions();
  const names = starters.map((s) => starterOf(s.repository));
  const typeCheck: Record<string, string | undefined> = {};
  for (const name of names) {
    const file = path.join(siteDir, 'src', 'data', 'starterManifests', `${name}.json`);
    const {preCommit} = JSON.parse(fs.readFileSync(file, 'utf8')) as {preCommit: string[]};
    typeCheck[name] = preCommit.find((command) => /\btsc\b/.test(command));
  }
  return {labels: Object.fromEntries(names.map((n) => [n, starterLabel(n)])), typeCheck, covered: versions};
}

/** Where readers follow a task on a starter: the guides, the tutorials and the quickstart. */
const TASK_AREAS = ['/how-to-guides/', '/tutorials/', '/conceptual-guides/'];
const TASK_PAGES = ['/quickstart'];

/**
 * Whether a page has a task a coding agent can do: a step of a tutorial track (a page inside a track's
 * folder), or a guide or the quickstart that runs a command or writes code. Pages that only explain or
 * list other pages (an area's index, a conceptual guide without code) have none.
 */
export function hasTask(route: string, codeBlocks: number): boolean {
  const path = route.replace(/\/$/, '');
  const inArea = TASK_PAGES.includes(path) || TASK_AREAS.some((area) => path.startsWith(area));
  if (!inArea) return false;
  return /^\/tutorials\/[^/]+\/[^/]+$/.test(path) || codeBlocks > 0;
}

/** The mark a page with a task carries in its HTML (src/plugins/remark/taskPromptMark.ts). */
export const TASK_MARK = 'data-task-prompt';

/** One section of the page, as its heading names it, with what it has the reader run and write. */
export interface Step {
  heading: string;
  depth: number;
  commands: string[];
  files: string[];
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'cmd']);
/** Beyond this, a section's commands are left for the agent to read on the page. */
const MAX_COMMANDS = 6;
const MAX_COMMAND_LENGTH = 160;

const titleOf = (block: CodeBlock): string | undefined => /(?:^|\s)title="([^"]+)"/.exec(block.meta)?.[1];

/** A shell block's commands, one a line, prompts and comments left out. */
function commandsOf(block: CodeBlock): string[] {
  return block.code
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.replace(/^\s*\$\s+/, '').trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => (l.length > MAX_COMMAND_LENGTH ? `${l.slice(0, MAX_COMMAND_LENGTH - 1)}…` : l));
}

/** The page's sections (`##` to `####`) in order, each with the commands and files of its code blocks. */
export function stepsOf(markdown: string): {steps: Step[]; languages: Set<string>} {
  const blocks = markdownCodeBlocks(markdown);
  const lines = markdown.split('\n');
  const fenced = new Set(blocks.flatMap((b) => Array.from({length: b.end - b.line + 1}, (_, i) => b.line + i)));
  const inBlock = (line: number) => fenced.has(line);
  const steps: Step[] = [];
  lines.forEach((text, i) => {
    const m = /^(#{2,4}) (.+)$/.exec(text);
    if (m && !inBlock(i + 1)) steps.push({heading: m[2].trim(), depth: m[1].length, commands: [], files: []});
  });
  const headingLines = lines.flatMap((text, i) => (/^#{2,4} /.test(text) && !inBlock(i + 1) ? [i + 1] : []));
  const languages = new Set<string>();
  for (const block of blocks) {
    languages.add(block.lang);
    const owner = headingLines.filter((l) => l < block.line).length - 1;
    const step = steps[owner];
    if (!step) continue;
    if (SHELL.has(block.lang)) step.commands.push(...commandsOf(block));
    const file = titleOf(block);
    if (file && !step.files.includes(file)) step.files.push(file);
  }
  return {steps, languages};
}

/** The page whose prompt is written. */
export interface PromptPage {
  route: string;
  /** Its public address. */
  url: string;
  markdown: string;
  /** The starters its steps are written for (front matter `starter`; the Gatsby starter's when it names none). */
  starters: readonly string[];
  /**
   * The same step of the other starter's tutorial track (src/data/trackMap.ts), by the starter it is
   * written for: a reader on that starter does that step instead.
   */
  counterparts: Readonly<Record<string, {route: string; title: string}>>;
}

/** What the prompt says about the pinned starters and the releases the portal covers. */
export interface PromptSite {
  /** Names readers know each pinned starter by (`nextjs.store` → Next.js starter). */
  labels: Readonly<Record<string, string>>;
  /** The type check each pinned starter's Git pre-commit hook runs, when it runs one. */
  typeCheck: Readonly<Record<string, string | undefined>>;
  covered: Readonly<Record<PackageKey, readonly string[]>>;
}

const quote = (s: string) => JSON.stringify(s);
const call = (tool: string, args: Record<string, string>) =>
  `${tool} {${Object.entries(args)
    .map(([k, v]) => `${quote(k)}: ${v.startsWith('<') ? v : quote(v)}`)
    .join(', ')}}`;

/** The page's title and description, from the Markdown copy's first lines. */
function headOf(markdown: string): {title: string; description: string} {
  const title = /^# (.+)$/m.exec(markdown)?.[1].trim() ?? '';
  const description = /^> (.+)$/m.exec(markdown)?.[1].trim() ?? '';
  return {title, description};
}

function outline(steps: Step[], nextjsFirst: boolean): string[] {
  const lines: string[] = [];
  const ordered = nextjsFirst
    ? [...steps.filter((s) => s.heading === NEXTJS_HEADING), ...steps.filter((s) => s.heading !== NEXTJS_HEADING)]
    : steps;
  for (const step of ordered) {
    const indent = '  '.repeat(step.depth - 2);
    const nextjs = step.heading === NEXTJS_HEADING ? ' (the Next.js steps)' : '';
    lines.push(`${indent}- ${step.heading}${nextjs}`);
    for (const file of step.files) lines.push(`${indent}  - writes or edits \`${file}\``);
    const shown = step.commands.slice(0, MAX_COMMANDS);
    for (const command of shown) lines.push(`${indent}  - runs \`${command}\``);
    if (step.commands.length > shown.length)
      lines.push(`${indent}  - and ${step.commands.length - shown.length} more commands (read the section)`);
  }
  return lines;
}

/** Who the prompt is written for: a starter of a profile, a profile naming none, or no profile. */
type Reader = {starter: string} | {starter: null} | 'ask';

const label = (site: PromptSite, starter: string) => site.labels[starter] ?? starter;

/** The sentence that tells the agent whose store it is. */
function storeLines(reader: Reader): string[] {
  if (reader === 'ask')
    return [
      'Before you change anything, ask me which starter and FastStore releases my store uses (or read them from its package.json and lockfile, and tell me what you found), and do the task for those releases only.',
    ];
  return [
    `My store: ${PLACEHOLDER.store}. Do the task for these releases only: where the page or a tool answer speaks of another release, follow what holds for mine.`,
  ];
}

/** Which steps a reader on `reader`'s starter follows on this page. */
function starterLines(page: PromptPage, site: PromptSite, reader: Reader, hasNextjsSection: boolean): string[] {
  const sectionCall = call('get_page', {path: page.route, section: NEXTJS_HEADING});
  const nextjsSection = `follow the page's section "${NEXTJS_HEADING}" (the Next.js steps) wherever it differs from the steps written for the ${label(site, DEFAULT_STARTER)}; read it first with ${sectionCall}.`;
  const other = (starter: string) => {
    const step = page.counterparts[starter];
    return step
      ? `do the ${label(site, starter)} track's step instead: "${step.title}" (${step.route}); read it with ${call('get_page', {path: step.route})} and follow its steps, not this page's.`
      : undefined;
  };
  if (reader === 'ask') {
    const lines: string[] = [];
    if (hasNextjsSection) lines.push(`If my store is on the ${label(site, NEXTJS)}, ${nextjsSection}`);
    for (const starter of Object.keys(page.counterparts))
      lines.push(`If my store is on the ${label(site, starter)}, ${other(starter)}`);
    return lines;
  }
  if (reader.starter === null || page.starters.length === 0) return [];
  const {starter} = reader;
  if (starter === NEXTJS && hasNextjsSection) return [`My store is on the ${label(site, NEXTJS)}: ${nextjsSection}`];
  const instead = other(starter);
  if (instead) return [`My store is on the ${label(site, starter)}: ${instead}`];
  if (page.starters.includes(starter)) return [];
  return [
    `This page's steps are written for the ${page.starters.map((s) => label(site, s)).join(' and ')}; my store is on the ${label(site, starter)}: before you change anything, tell me which steps do not apply to it and what you would do instead.`,
  ];
}

/** The type check to run before finishing, as the starter's own pre-commit hook would. */
function typeCheckLine(site: PromptSite, reader: Reader): string | undefined {
  if (reader !== 'ask' && reader.starter !== null && reader.starter in site.labels) {
    const check = site.typeCheck[reader.starter];
    return check
      ? `Run \`${check}\`: the ${label(site, reader.starter)}'s pre-commit hook runs it, so a commit fails on a type error.`
      : undefined;
  }
  const withHook = Object.keys(site.labels).filter((s) => site.typeCheck[s]);
  if (withHook.length === 0) return undefined;
  const starters = withHook.map((s) => `the ${label(site, s)}'s`);
  return `If my store's Git pre-commit hook runs \`tsc --noEmit\` (${starters.join(' and ')} ${starters.length > 1 ? 'do' : 'does'}), run it as the hook does.`;
}

function promptFor(page: PromptPage, site: PromptSite, reader: Reader, read: ReturnType<typeof stepsOf>): string {
  const {title, description} = headOf(page.markdown);
  const {steps, languages} = read;
  const hasNextjsSection = steps.some((s) => s.heading === NEXTJS_HEADING);
  const nextjsFirst = reader !== 'ask' && reader.starter === NEXTJS && hasNextjsSection;
  const release = (pkg: PackageKey) => (reader === 'ask' ? `<my store's @faststore/${pkg} release>` : PLACEHOLDER[pkg]);
  const writesCode = [...languages].some((l) => ['ts', 'tsx', 'js', 'jsx', 'typescript'].includes(l));
  const writesGraphQL = languages.has('graphql');
  const typeCheck = typeCheckLine(site, reader);
  const checks = [
    `${call('validate', {language: 'tsx', code: '<the file>'})} (\`"ts"\` for a module without JSX) on every component or module you write or change: it type-checks against ${reader === 'ask' ? 'the @faststore/ui and @faststore/sdk releases' : `@faststore/ui ${PLACEHOLDER.ui} and @faststore/sdk ${PLACEHOLDER.sdk}, the releases`} my store has installed. Fix every error, and remove every prop it lists under \`reachesNoElement\` (it compiles and does nothing).`,
    `${call('validate', {language: 'graphql', code: '<the query>', version: release('api')})} on every query, mutation or fragment you write.`,
    ...(typeCheck ? [typeCheck] : []),
  ];
  return [
    `In my FastStore 1.9 store, do the task of the FastStore documentation page "${title}" (${page.route}, ${page.url})${description ? `: ${description}` : '.'}`,
    '',
    ...storeLines(reader),
    ...starterLines(page, site, reader, hasNextjsSection).flatMap((line) => ['', line]),
    '',
    `The page's steps (its headings, with the files and commands each one names${nextjsFirst ? '; the Next.js steps first' : ''}):`,
    ...outline(steps, nextjsFirst),
    '',
    'Use the tools of the FastStore docs MCP server (faststore-docs-mcp; if your agent has not connected it, tell me: the page /resources/ai-tools says how):',
    `- ${call('get_page', {path: page.route, section: '<a heading above>', maxCharacters: '6000'}).replace('"6000"', '6000')}: read each step before you do it.`,
    `- ${call('search_docs', {query: '<what you need>'})}: for anything the page refers to without explaining it.`,
    `- ${call('get_component', {name: '<component>', version: release('ui')})} and ${call('get_sdk_export', {name: '<export>', version: release('sdk')})}: before you use a @faststore/ui component or a @faststore/sdk export, for its props and members in my release.`,
    `- ${call('introspect_graphql_schema', {name: '<type or Type.field>', version: release('api')})}: before you select a field of the FastStore API.`,
    `- ${call('plan_upgrade', {})}: only if a step needs a newer release than mine; then tell me instead of upgrading.`,
    '',
    `Checks before you say it is done${writesCode || writesGraphQL ? '' : ' (for any code you write)'}:`,
    ...checks.map((c) => `- ${c}`),
    "- Run the page's own checks (the commands of its verify or check sections, if it has them).",
    '',
    'Then tell me what you changed, file by file, and what each check answered.',
  ].join('\n');
}

/** Every prompt of a page: for a reader without a profile, for each pinned starter, and for a store on none. */
export function taskPromptData(page: PromptPage, site: PromptSite): TaskPromptData {
  const read = stepsOf(page.markdown);
  return {
    ask: promptFor(page, site, 'ask', read),
    other: promptFor(page, site, {starter: null}, read),
    starters: Object.fromEntries(Object.keys(site.labels).map((s) => [s, promptFor(page, site, {starter: s}, read)])),
    labels: {...site.labels},
    covered: Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, [...site.covered[pkg]]])) as TaskPromptData['covered'],
  };
}
