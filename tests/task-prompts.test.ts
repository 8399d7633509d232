/**
 * "Copy as prompt" (src/plugins/markdown/taskPrompt.ts, filled in the browser by
 * src/components/markdown/CopyPage/taskPrompt.ts): every guide with a task gets a prompt that names
 * the task, the page, the agent server's tools and checks, and the reader's store or the question
 * that asks for it. The pages are read from their sources here, as the build's Markdown copy starts
 * (title, then description); the browser test reads a built one.
 */
import {fc, test as fcTest} from '@fast-check/vitest';
import {describe, expect, it} from 'vitest';
import {codeBlocks} from '@faststore-docs/shared/codeBlocks';
import {readManifests} from '@faststore-docs/reference/starterManifest';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';
import {readContent, ROOT} from './contentFiles';
import {
  counterpartsOf,
  hasTask,
  NEXTJS_HEADING,
  pageStarters,
  promptSiteOf,
  stepsOf,
  taskPromptData,
} from '../src/plugins/markdown/taskPrompt';
import {
  cursorLink,
  CURSOR_PROMPT_LINK,
  fillPrompt,
  PROFILE_KEY,
  type TaskPromptData,
} from '../src/components/markdown/CopyPage/taskPrompt';
import {checkProfile, starterOf, STORAGE_KEY} from '../src/components/store-profile/profile';
import {trackMap} from '../src/data/trackMap';

const ORIGIN = 'https://docs.example.com';
const site = promptSiteOf(ROOT);
const ASK = 'ask me which starter and FastStore releases my store uses';
/** The tools the agent server has, as mcp/README.md lists them. */
const TOOLS = ['search_docs', 'get_page', 'validate', 'get_component', 'get_sdk_export', 'introspect_graphql_schema'];

const docs = readContent().filter((f) => f.area === 'docs');
const titles = new Map(docs.map((f) => [f.route, String(f.data.title)]));
const guides = docs.filter((f) => hasTask(f.route, codeBlocks(f.body).length));

function promptsOf(route: string): TaskPromptData {
  const file = docs.find((f) => f.route === route)!;
  const markdown = `# ${String(file.data.title)}\n\n> ${String(file.data.description)}\n\nCanonical URL: <${ORIGIN}${route}>\n\n${file.body}`;
  return taskPromptData(
    {
      route,
      url: `${ORIGIN}${route}`,
      markdown,
      starters: pageStarters(file.data.starter),
      counterparts: counterpartsOf(route, titles),
    },
    site,
  );
}

const profile = (starter: string | null, release: string) =>
  JSON.stringify({starter, releases: Object.fromEntries(PACKAGE_KEYS.map((p) => [p, release]))});
/** A release every package of the reference covers, so one profile can name it for all three. */
const shared = site.covered.ui.find((v) => PACKAGE_KEYS.every((p) => site.covered[p].includes(v)))!;
const nextjs = JSON.stringify({starter: 'nextjs.store', releases: {ui: site.covered.ui[1], sdk: site.covered.sdk[1]}});

describe('which pages have a task', () => {
  it('every tutorial step, the quickstart and guides that run or write code; no reference page or index of cards', () => {
    expect(guides.length).toBeGreaterThan(0);
    for (const f of docs.filter((d) => /^\/tutorials\/[^/]+\/[^/]+$/.test(d.route)))
      expect(guides, f.route).toContain(f);
    expect(guides.map((g) => g.route)).toContain('/quickstart');
    for (const f of docs) {
      if (f.route.startsWith('/reference') || f.data.card_grid === true) expect(guides, f.route).not.toContain(f);
      // A guide that neither runs a command nor writes code only explains: nothing for an agent to do.
      if (!/^\/tutorials\/[^/]+\/[^/]+$/.test(f.route) && codeBlocks(f.body).length === 0)
        expect(guides, f.route).not.toContain(f);
    }
  });
});

describe('every guide’s prompt', () => {
  for (const guide of guides) {
    it(guide.route, () => {
      const data = promptsOf(guide.route);
      const {steps} = stepsOf(`# t\n\n${guide.body}`);
      const readers = [
        {stored: null, names: [ASK]},
        {stored: profile(null, shared), names: PACKAGE_KEYS.map((p) => `@faststore/${p} ${shared}`)},
        ...Object.keys(site.labels).map((s) => ({
          stored: profile(s, shared),
          names: [site.labels[s], ...PACKAGE_KEYS.map((p) => `@faststore/${p} ${shared}`)],
        })),
      ];
      for (const {stored, names} of readers) {
        const prompt = fillPrompt(data, stored);
        // The task, in the page's own words and steps, and where the agent reads it.
        expect(prompt).toContain(`"${String(guide.data.title)}"`);
        expect(prompt).toContain(`${ORIGIN}${guide.route}`);
        expect(prompt).toContain(`"path": "${guide.route}"`);
        for (const step of steps) expect(prompt).toContain(`- ${step.heading}`);
        for (const tool of TOOLS) expect(prompt).toContain(`${tool} {`);
        expect(prompt).toContain('"language": "graphql"');
        expect(prompt).toContain('"language": "tsx"');
        for (const name of names) expect(prompt, String(stored)).toContain(name);
        if (stored !== null) expect(prompt).not.toContain(ASK);
        expect(prompt).not.toMatch(/\{\{\w+\}\}/);
      }
    });
  }
});

describe('the steps for the reader’s starter', () => {
  const withNextjsSection = guides.filter((g) => new RegExp(`^##+ ${NEXTJS_HEADING}$`, 'm').test(g.body));

  it('a Next.js store is sent to a guide’s Next.js section, listed first; other stores are not', () => {
    expect(withNextjsSection.length).toBeGreaterThan(0);
    for (const guide of withNextjsSection) {
      const data = promptsOf(guide.route);
      const prompt = fillPrompt(data, nextjs);
      expect(prompt, guide.route).toContain(`"section": "${NEXTJS_HEADING}"`);
      expect(prompt).toContain('My store is on the Next.js starter');
      const listed = prompt.split('\n').filter((l) => /^\s*- /.test(l) && !l.includes(' {'));
      expect(listed[0]).toContain(NEXTJS_HEADING);
      expect(fillPrompt(data, profile('gatsby.store', shared))).not.toContain('My store is on the Next.js starter');
      // Without a profile the agent is told both: ask, and what to follow if the answer is Next.js.
      expect(fillPrompt(data, null)).toContain(`If my store is on the Next.js starter, follow the page's section`);
    }
  });

  it('a store on the other starter of a tutorial track is sent to that track’s same step', () => {
    for (const step of trackMap.steps) {
      for (const [from, to] of [
        ['gatsby', 'nextjs'],
        ['nextjs', 'gatsby'],
      ] as const) {
        const route = step[from];
        const target = step[to];
        if (!route || !target || !guides.some((g) => g.route === route)) continue;
        const prompt = fillPrompt(promptsOf(route), profile(trackMap.tracks[to].starter, shared));
        expect(prompt, route).toContain(`do the ${site.labels[trackMap.tracks[to].starter]} track's step instead`);
        expect(prompt).toContain(`{"path": "${target}"}`);
      }
    }
  });

  it('runs `tsc --noEmit` exactly when the store’s starter’s pre-commit hook does, and says so without a profile', () => {
    const route = withNextjsSection[0].route;
    const data = promptsOf(route);
    for (const manifest of readManifests(ROOT)) {
      const starter = starterOf(manifest.repository);
      const hook = manifest.preCommit.find((c) => /\btsc --noEmit\b/.test(c));
      const prompt = fillPrompt(data, profile(starter, shared));
      if (hook) expect(prompt, starter).toContain(`Run \`${hook}\``);
      else expect(prompt, starter).not.toContain('tsc --noEmit');
    }
    expect(fillPrompt(data, null)).toContain("If my store's Git pre-commit hook runs `tsc --noEmit`");
  });
});

describe('filling in the reader’s store', () => {
  const data = promptsOf(guides[0].route);

  it('reads the profile under the store profile’s own key', () => {
    expect(PROFILE_KEY).toBe(STORAGE_KEY);
  });

  fcTest.prop([
    fc.constantFrom(null, ...Object.keys(site.labels)),
    ...PACKAGE_KEYS.map((p) => fc.option(fc.constantFrom(...site.covered[p]), {nil: undefined})),
  ])('names every release of any profile the portal keeps, and its starter', (starter, ui, sdk, api) => {
    const value = {starter, releases: Object.fromEntries(Object.entries({ui, sdk, api}).filter(([, v]) => v))};
    fc.pre(checkProfile(value, {versions: site.covered, starters: []}).profile !== undefined);
    const prompt = fillPrompt(data, JSON.stringify(value));
    for (const [pkg, v] of Object.entries(value.releases)) expect(prompt).toContain(`@faststore/${pkg} ${v}`);
    if (starter) expect(prompt).toContain(site.labels[starter]);
    expect(prompt).not.toContain(ASK);
  });

  fcTest.prop([fc.oneof(fc.string(), fc.json())])(
    'asks instead, whatever else storage holds, and leaves no blank',
    (stored) => {
      const prompt = fillPrompt(data, stored);
      expect(prompt).not.toMatch(/\{\{\w+\}\}/);
      let value: unknown;
      try {
        value = JSON.parse(stored);
      } catch {
        value = undefined;
      }
      if (checkProfile(value, {versions: site.covered, starters: []}).problem) expect(prompt).toBe(data.ask);
    },
  );

  it('asks rather than name a release the reference does not cover', () => {
    expect(fillPrompt(data, JSON.stringify({starter: 'nextjs.store', releases: {ui: '1.7.15'}}))).toBe(data.ask);
  });
});

describe('opening the prompt in Cursor', () => {
  it('fits Cursor’s link limit and carries the prompt, cut at a line when it is longer', () => {
    for (const guide of guides) {
      const prompt = fillPrompt(promptsOf(guide.route), nextjs);
      const link = cursorLink(prompt, guide.route);
      expect(link.startsWith(CURSOR_PROMPT_LINK)).toBe(true);
      expect(link.length).toBeLessThanOrEqual(8000);
      const text = decodeURIComponent(link.slice(CURSOR_PROMPT_LINK.length));
      if (text !== prompt) {
        expect(text).toContain(`{"path": "${guide.route}"}`);
        expect(prompt.startsWith(text.slice(0, text.lastIndexOf('\n\n(The rest')))).toBe(true);
      }
    }
  });
});
