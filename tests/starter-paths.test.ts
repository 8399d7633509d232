/**
 * Every file, folder and package that a guide tells a reader about exists in the starter the guide
 * follows, at the commit the portal pins; and every command that copies a starter copies that commit.
 * Reference pages are generated from the packages and are checked elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, readContent} from './contentFiles';
import {StarterIndex, checkGuidePage, frontMatterList, manifestSchema, type StarterManifest} from './starterPaths';

const MANIFEST_DIR = path.join(ROOT, 'src/data/starterManifests');
const manifests = new Map<string, StarterManifest>(
  fs
    .readdirSync(MANIFEST_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [
      f.replace(/\.json$/, ''),
      manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(MANIFEST_DIR, f), 'utf8'))),
    ]),
);
const DEFAULT_STARTER = 'gatsby.store';

/** Guides are every docs page a reader follows; reference pages, writers' templates and the playground are not. */
const isGuide = (route: string) => !/^\/(reference|templates|playground)(\/|$)/.test(route) && route !== '/';
const docs = readContent().filter((f) => f.area === 'docs');
const guides = docs.filter((f) => isGuide(f.route));

function startersOf(data: Record<string, unknown>): string[] {
  const names = frontMatterList(data.starter ?? DEFAULT_STARTER);
  return names.includes('none') ? [] : names;
}

const label = (names: string[]) =>
  names.map((n) => `${manifests.get(n)!.repository} at ${manifests.get(n)!.commit.slice(0, 7)}`).join(' or ');

/** Pages of one folder in reading order: what an earlier step creates, a later one may use. */
function earlierInFolder(file: string, position: number): typeof guides {
  const dir = path.dirname(file);
  return guides.filter((g) => path.dirname(g.file) === dir && order(g) < position);
}
const order = (g: (typeof guides)[number]) =>
  typeof g.data.sidebar_position === 'number' ? g.data.sidebar_position : 0;

describe('starter manifests', () => {
  it.each([...manifests])('%s names its repository, commit, files and packages', (name, m) => {
    expect(m.repository.endsWith(`/${name}`)).toBe(true);
    expect(m.files).toContain('package.json');
  });
});

describe('guides follow the pinned starters', () => {
  it('finds the guides', () => {
    expect(guides.some((g) => g.route.startsWith('/tutorials/'))).toBe(true);
    expect(guides.some((g) => g.route === '/quickstart')).toBe(true);
  });

  it.each(guides.map((g) => [g.file, g] as const))('%s names only what its starter has', (_file, g) => {
    const names = startersOf(g.data);
    for (const n of names)
      expect(manifests.has(n), `${g.file}: starter "${n}" has no manifest in src/data/starterManifests`).toBe(true);
    if (names.length === 0) return;
    const index = new StarterIndex(names.map((n) => manifests.get(n)!));
    const created = new Set(
      [g, ...earlierInFolder(g.file, order(g))].flatMap((p) => frontMatterList(p.data.starter_creates)),
    );
    const absent = new Set(frontMatterList(g.data.starter_absent));
    const creates = frontMatterList(g.data.starter_creates);
    const replaces = frontMatterList(g.data.starter_replaces);
    const text = fs.readFileSync(path.join(ROOT, g.file), 'utf8');
    const errors = checkGuidePage({file: g.file, text}, index, {created, absent, creates, replaces}, label(names));
    expect(errors, errors.join('\n')).toEqual([]);
    for (const a of absent) {
      expect(
        index.hasPath(a) || index.hasPackage(a),
        `${g.file}: starter_absent lists ${a}, which ${label(names)} has`,
      ).toBe(false);
    }
  });

  it('every command that copies a starter copies the pinned commit of a starter with a manifest', () => {
    const pinned = new Map([...manifests.values()].map((m) => [m.repository, m.commit]));
    for (const f of docs) {
      const text = fs.readFileSync(path.join(ROOT, f.file), 'utf8');
      for (const m of text.matchAll(/\bdegit\s+([\w.-]+\/[\w.-]+)(?:#(\S+))?/g)) {
        const where = `${f.file}: degit ${m[1]}${m[2] ? `#${m[2]}` : ''}`;
        expect(pinned.has(m[1]), `${where} copies a repository the guides are not checked against`).toBe(true);
        expect(m[2], `${where} must pin the commit the guides are checked against`).toBe(pinned.get(m[1]));
      }
      for (const m of text.matchAll(/\bgit clone\s+\S*github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?=\s|$)/g)) {
        expect(pinned.has(m[1]), `${f.file}: git clone ${m[1]} is not a starter the guides are checked against`).toBe(
          true,
        );
      }
    }
  });
});

describe('the starter check itself', () => {
  const gatsby = new StarterIndex([manifests.get(DEFAULT_STARTER)!]);
  const none = {created: new Set<string>(), absent: new Set<string>()};
  const page = (body: string) => ({file: 'docs/tutorials/example.mdx', text: `---\ntitle: Example\n---\n\n${body}`});
  const check = (p: ReturnType<typeof page>, context = none) => checkGuidePage(p, gatsby, context, 'the starter');

  it('fails on a planted wrong path, naming the page, the line and the path', () => {
    const errors = check(
      page('Open `src/components/ui/Button/Button.tsx`.\n\nThen edit `src/styles/global/components.scss`.'),
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^docs\/tutorials\/example\.mdx:7: the path src\/styles\/global\/components\.scss is not in the starter/,
      ),
    ]);
  });

  it('fails on a file-system route, a config file and a package the starter does not have', () => {
    const errors = check(
      page(
        [
          '```tsx title="src/pages/{StoreProduct.slug}.tsx"',
          "import {gql} from '@vtex/graphql-utils'",
          "import {Button} from '@faststore/ui'",
          '```',
          '',
          'Edit `gatsby-config.js` and add `@vtex/gatsby-plugin-thumbor`.',
        ].join('\n'),
      ),
    );
    expect(errors.map((e) => e.split(': ').slice(0, 2).join(': '))).toEqual([
      'docs/tutorials/example.mdx:5: the path src/pages/{StoreProduct.slug}.tsx is not in the starter; fix the path, or list it under starter_creates in the page whose step creates it',
      'docs/tutorials/example.mdx:6: the package @vtex/graphql-utils is not a dependency of the starter; add a step that installs it, or list it under starter_creates or starter_absent',
      'docs/tutorials/example.mdx:10: the path gatsby-config.js is not in the starter; fix the path, or list it under starter_creates in the page whose step creates it',
      'docs/tutorials/example.mdx:10: the package @vtex/gatsby-plugin-thumbor is not a dependency of the starter; add a step that installs it, or list it under starter_creates or starter_absent',
    ]);
  });

  it('accepts real paths, imports without extensions, patterns, installed and created names', () => {
    const body = [
      'The pages are `src/pages/[slug]/p.tsx` and `src/pages/[...slug].tsx`; styles in `src/styles/pages/*.scss`.',
      '```tsx',
      "import ProductCard from 'src/components/product/ProductCard'",
      "import {useCart} from 'src/sdk/cart/useCart'",
      "import {gql} from '@faststore/graphql-utils'",
      "import path from 'node:path'",
      "import {readFileSync} from 'fs'",
      "import Newsletter from 'src/components/sections/MyNewsletter'",
      '```',
      '```bash',
      'yarn add react-use',
      '```',
      '```tsx',
      "import {useMedia} from 'react-use'",
      '```',
      'Open `gatsby-config.ts` and `store.config.js`.',
    ].join('\n');
    const created = {
      created: new Set(['src/components/sections/MyNewsletter']),
      absent: new Set<string>(),
      creates: ['src/components/sections/MyNewsletter'],
    };
    expect(check(page(body), created)).toEqual([]);
  });

  describe('starter_creates and starter_replaces', () => {
    /** A page whose front matter declares `creates` and `replaces` as YAML lists, and whose body names nothing. */
    const declaring = (creates: string[], replaces: string[] = []) => {
      const list = (key: string, names: string[]) => (names.length ? [`${key}:`, ...names.map((n) => `  - ${n}`)] : []);
      const front = [
        '---',
        'title: Example',
        ...list('starter_creates', creates),
        ...list('starter_replaces', replaces),
      ];
      return {
        page: {file: 'docs/how-to/example.mdx', text: [...front, '---', '', 'Some text.'].join('\n')},
        context: {created: new Set(creates), absent: new Set<string>(), creates, replaces},
      };
    };
    const checkDeclaring = (creates: string[], replaces?: string[]) => {
      const {page: p, context} = declaring(creates, replaces);
      return check(p, context);
    };

    it('fails when a page says it creates a file the starter already has, on the line that lists it', () => {
      expect(
        checkDeclaring([
          'src/components/sections/Fresh/Fresh.tsx',
          'src/components/sections/Newsletter/Newsletter.tsx',
        ]),
      ).toEqual([
        expect.stringMatching(
          /^docs\/how-to\/example\.mdx:5: starter_creates lists src\/components\/sections\/Newsletter\/Newsletter\.tsx, which the starter already has;/,
        ),
      ]);
    });

    it('fails when a page says it creates a folder the starter already has', () => {
      expect(checkDeclaring(['src/components/sections/Newsletter'])).toEqual([
        expect.stringContaining(
          'starter_creates lists src/components/sections/Newsletter, which the starter already has',
        ),
      ]);
    });

    it('fails when a created script is another extension of a starter module', () => {
      expect(checkDeclaring(['src/components/sections/Newsletter/index.ts'])).toEqual([
        expect.stringContaining(
          'starter_creates lists src/components/sections/Newsletter/index.ts, which the starter already has as src/components/sections/Newsletter/index.tsx',
        ),
      ]);
    });

    it('accepts a starter file the page lists under starter_replaces', () => {
      const newsletter = 'src/components/sections/Newsletter/Newsletter.tsx';
      expect(checkDeclaring([newsletter], [newsletter])).toEqual([]);
      expect(checkDeclaring([], [newsletter])).toEqual([]);
    });

    it('fails when starter_replaces lists a path the starter does not have', () => {
      expect(checkDeclaring([], ['src/components/sections/Fresh/Fresh.tsx'])).toEqual([
        expect.stringMatching(
          /^docs\/how-to\/example\.mdx:4: starter_replaces lists src\/components\/sections\/Fresh\/Fresh\.tsx, which is not in the starter; list it under starter_creates$/,
        ),
      ]);
    });

    it('accepts new paths and packages under starter_creates', () => {
      expect(
        checkDeclaring(['src/components/sections/Fresh', 'src/components/sections/Fresh/index.ts', 'react-use']),
      ).toEqual([]);
    });

    it('finds the line of an entry in an inline list', () => {
      const text = ['---', 'title: Example', 'starter_creates: [src/fresh.ts, src/server/index.ts]', '---', ''].join(
        '\n',
      );
      const creates = ['src/fresh.ts', 'src/server/index.ts'];
      const context = {created: new Set(creates), absent: new Set<string>(), creates};
      expect(check({file: 'docs/x.mdx', text}, context)).toEqual([
        expect.stringMatching(
          /^docs\/x\.mdx:3: starter_creates lists src\/server\/index\.ts, which the starter already has;/,
        ),
      ]);
    });
  });
});

describe('tracks on a starter whose pre-commit hook type-checks', () => {
  /** Each tutorial track: its overview, then its steps in sidebar order. */
  const tracks = [
    ...new Set(guides.filter((g) => /^\/tutorials\/[^/]+\/[^/]+$/.test(g.route)).map((g) => g.route.split('/')[2])),
  ].map((track) => {
    const steps = guides
      .filter((g) => g.route.startsWith(`/tutorials/${track}/`) && !g.route.endsWith('/overview'))
      .sort((a, b) => order(a) - order(b));
    const overview = guides.find(
      (g) => g.route === `/tutorials/${track}-overview` || g.route === `/tutorials/${track}/overview`,
    );
    return {track, pages: overview ? [overview, ...steps] : steps};
  });
  const commits = (body: string) => /^\s*git commit\b/m.test(body);

  it('finds tracks that commit', () => {
    expect(tracks.filter((t) => t.pages.some((p) => commits(p.body))).length).toBeGreaterThan(0);
  });

  // The hook runs the project's type check on every commit, and a starter that does not type-check as
  // shipped refuses the reader's first commit: the track must say so by then, and how to get past it.
  it.each(tracks.map((t) => [t.track, t] as const))(
    '%s names the type check before its first commit',
    (_track, {pages}) => {
      const first = pages.findIndex((p) => commits(p.body));
      if (first === -1) return;
      for (const name of startersOf(pages[first].data)) {
        const hook = manifests.get(name)!.preCommit.find((command) => /\btsc\b/.test(command));
        if (!hook) continue;
        const told = pages.slice(0, first + 1).some((p) => p.body.includes(hook.replace(/^yarn /, '')));
        expect(told, `${pages[first].file}: ${label([name])} runs \`${hook}\` on every commit`).toBe(true);
      }
    },
  );
});
