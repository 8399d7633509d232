/**
 * Build-time checks of the site data. Used by the siteData plugin and the unit
 * tests only, never by a page, so the schema library stays out of the browser bundles.
 *
 * `checkSiteData` returns one message per problem, each naming the file, the entry and the field,
 * e.g. `src/data/starters.ts: starters[2] ("pets").ownerWebsite: …`.
 */
import * as z from 'zod';
import type {Starter, TrackMap, UpdateEntry} from './types';

const sitePath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with "/"');
const starterImage = z
  .string()
  .regex(/^\/img\/starters\/[a-z0-9-]+\.(svg|webp)$/, 'must be an SVG or WebP file under /img/starters/');
const githubRepo = z
  .string()
  .regex(
    /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/,
    'must be a GitHub repository URL (https://github.com/owner/repo)',
  );

export const starterSchema = z.object({
  /** URL slug: the starter's page is /starters/<slug>. */
  slug: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and dashes'),
  group: z.enum(['official', 'community']),
  name: z.string().min(2),
  /** The gallery thumbnail, 400×250, in static/img/starters. */
  imgThumbnail: starterImage,
  owner: z.string().min(2),
  /** Community starters only: where to learn about their owner. */
  ownerWebsite: z.url().optional(),
  /** One line for the gallery card. */
  details: z.string().min(20).max(140),
  description: z.string().min(80),
  // Empty only when the starter's source could not be reviewed: the page then lists no features.
  features: z.array(z.string().min(3)).max(10),
  /** A running store, never a repository. */
  demoURL: z.url(),
  /** The starter's repository (for the Base Store, its Gatsby edition). */
  gatsbyRepo: githubRepo,
  /** The Base Store only: its Next.js edition. */
  nextRepo: githubRepo.optional(),
  price: z.literal('Free'),
  /** The detail-page image, 800×500, in static/img/starters. */
  img: starterImage,
  /** Text alternative shared by both images. */
  imgAlt: z.string().min(10),
});

export const updateEntrySchema = z.object({
  date: z.iso.date(),
  type: z.enum(['Added', 'Improved', 'Fixed']),
  menu: z.string().min(2),
  category: z.string().min(2),
  path: sitePath,
  docs: z.array(z.object({path: sitePath, title: z.string().min(2)})).min(1),
});

const version = String.raw`\d+\.\d+\.\d+`;

/**
 * A person's reading of one export whose compiled code changed between two consecutive covered
 * releases (src/data/behaviour.ts): a note readers act on, or why nothing they can see changed.
 */
export const behaviourVerdictSchema = z.discriminatedUnion('verdict', [
  z.strictObject({
    verdict: z.literal('behaviour'),
    /** Code that worked on the older release can fail on the newer one. */
    breaking: z.boolean(),
    /** One or two sentences: what now happens differently, and for whom. */
    note: z
      .string()
      .min(40, 'must say what now happens differently, and for whom (at least 40 characters)')
      .max(500, 'must be one or two sentences (at most 500 characters)')
      .regex(/[.!]$/, 'must be whole sentences, ending with a full stop'),
  }),
  z.strictObject({
    verdict: z.literal('no observable change'),
    /** One line: why a caller cannot tell the releases apart. */
    reason: z
      .string()
      .min(20, 'must say why a caller cannot tell the releases apart (at least 20 characters)')
      .max(240, 'must be one line (at most 240 characters)'),
  }),
]);

/** Verdicts by package, then release pair (`'1.9.10..1.9.11'`), then export. */
export const behaviourVerdictsSchema = z.partialRecord(
  z.enum(['ui', 'sdk', 'api']),
  z.record(
    z.string().regex(new RegExp(`^${version}\\.\\.${version}$`), "must be a release pair such as '1.9.10..1.9.11'"),
    z.record(z.string().regex(/^[A-Za-z_$][\w$]*$/, 'must be an export name'), behaviourVerdictSchema),
  ),
);

/** A code sample of a migration: the code before or after, checked against its own release. */
const migrationSampleSchema = z.strictObject({
  lang: z.enum(['tsx', 'ts', 'graphql']),
  code: z
    .string()
    .min(20, 'must be a whole example a reader can compare (at least 20 characters)')
    .refine((c) => !c.includes('```'), 'must not contain a code fence'),
});

const sentences = (what: string, min: number) =>
  z
    .string()
    .min(min, `must say ${what} (at least ${min} characters)`)
    .max(700, 'must be a few sentences (at most 700 characters)')
    .regex(/[.!]$/, 'must be whole sentences, ending with a full stop');

/**
 * How a reader gets past one breaking change between two consecutive covered releases
 * (src/data/migrations.ts): a written step (`manual`), or a step that `faststore-docs-mcp upgrade`
 * also rewrites (`rewrite`), so that the pages can say which changes the command takes care of.
 */
export const migrationSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('manual'),
    /** What to change in the reader's code, in the imperative. */
    step: sentences('what to change in the code', 40),
    /** Why a mechanical rewrite of this change would not be safe. */
    why: sentences('why a mechanical rewrite would not be safe', 40),
    /** The code on the older release, and the same code on the newer one. */
    before: migrationSampleSchema,
    after: migrationSampleSchema,
  }),
  z.strictObject({
    kind: z.literal('rewrite'),
    /** What to change in the reader's code, in the imperative, for code the command leaves. */
    step: sentences('what to change in the code', 40),
    /** What `faststore-docs-mcp upgrade` rewrites, and what it leaves marked for the reader to finish, and why. */
    rewrite: sentences('what the upgrade command rewrites and what it leaves', 40),
    before: migrationSampleSchema,
    after: migrationSampleSchema,
  }),
]);

/**
 * Migrations by package, then release pair (`'1.9.10..1.9.11'`), then the change's key: the entry
 * as /reference/changes names it (`useSearch().setSort`, `StoreFacetValue`), followed by
 * ` (behaviour)` for a change of behaviour.
 */
export const migrationsSchema = z.partialRecord(
  z.enum(['ui', 'sdk', 'api']),
  z.record(
    z.string().regex(new RegExp(`^${version}\\.\\.${version}$`), "must be a release pair such as '1.9.10..1.9.11'"),
    z.record(z.string().min(1, 'must name the change'), migrationSchema),
  ),
);

const tutorialRoute = z.string().regex(/^\/tutorials\/[\w/-]+$/, 'must be a tutorial route');
const sectionAnchor = z.string().regex(/^[a-z0-9-]+$/, 'must be a heading anchor');
/** From a section of one track's step to the other's (null: the other step has no such section). */
const trackSections = z.record(sectionAnchor, sectionAnchor.nullable());

/** The map between the Gatsby and Next.js tutorial tracks (src/data/trackMap.ts). */
export const trackMapSchema = z.object({
  tracks: z.object({
    gatsby: z.object({starter: z.literal('gatsby.store'), folder: tutorialRoute}),
    nextjs: z.object({starter: z.literal('nextjs.store'), folder: tutorialRoute}),
  }),
  steps: z.array(
    z
      .object({
        gatsby: tutorialRoute.nullable(),
        nextjs: tutorialRoute.nullable(),
        /** Sections of the Gatsby step and where they are in the Next.js step, and the other way. */
        sections: z.object({gatsby: trackSections, nextjs: trackSections}).partial().optional(),
      })
      .refine((s) => s.gatsby || s.nextjs, 'a step belongs to at least one track'),
  ),
});

/** What the checks need to know about the site besides the data itself. */
export interface SiteFacts {
  /** The public URLs of the portal (src/data/public-urls.txt): pages the data may link to. */
  routes: ReadonlySet<string>;
  /** Whether a site-relative file (e.g. /img/starters/base.svg) is in static/. */
  staticFileExists: (sitePathname: string) => boolean;
}

export interface SiteData {
  starters: readonly Starter[];
  updates: readonly UpdateEntry[];
  trackMap: TrackMap;
}

interface Named {
  name?: string;
  title?: string;
  slug?: string;
  path?: string;
}

function label(list: string, index: number, entry: unknown): string {
  const e = (entry ?? {}) as Named;
  const name = e.slug ?? e.name ?? e.title ?? e.path;
  return `${list}[${index}]${name ? ` ("${name}")` : ''}`;
}

function schemaErrors(file: string, list: string, entries: readonly unknown[], schema: z.ZodType): string[] {
  return entries.flatMap((entry, i) => {
    const result = schema.safeParse(entry);
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const field = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
      return `${file}: ${label(list, i, entry)}${field}: ${issue.message}`;
    });
  });
}

/** The key of a release pair in the behaviour verdicts and the migrations: `'1.9.10..1.9.11'`. */
export const pairKey = (from: string, to: string): string => `${from}..${to}`;

/**
 * One message per problem in data keyed by package, release pair and entry (the behaviour verdicts,
 * the migrations): the file, the entry as `where` names it, the field and what is wrong.
 */
export function pairedDataErrors(
  file: string,
  error: z.ZodError,
  where: (pkg: string, pair: string, entry?: string) => string,
): string[] {
  return error.issues.map((issue) => {
    const [pkg, pair, entry, ...field] = issue.path.map(String);
    const at = pkg === undefined ? '' : pair === undefined ? pkg : where(pkg, pair, entry);
    return `${file}: ${at}${field.map((f) => `.${f}`).join('')}: ${issue.message}`;
  });
}

/** Every problem in the site data, as messages naming file, entry and field; empty when all is well. */
export function checkSiteData(data: SiteData, facts: SiteFacts): string[] {
  const errors = [
    ...schemaErrors('src/data/starters.ts', 'starters', data.starters, starterSchema),
    ...schemaErrors('src/data/updates.ts', 'updates', data.updates, updateEntrySchema),
    ...schemaErrors('src/data/trackMap.ts', 'trackMap', [data.trackMap], trackMapSchema),
  ];

  const slugs = new Set<string>();
  data.starters.forEach((s, i) => {
    const where = `src/data/starters.ts: ${label('starters', i, s)}`;
    if (slugs.has(s.slug)) errors.push(`${where}.slug: is used by another starter`);
    slugs.add(s.slug);
    // Rules across fields, checked here so they are reported even when another field is also wrong.
    if (s.group === 'community' && !s.ownerWebsite)
      errors.push(`${where}.ownerWebsite: is required for a community starter`);
    if (s.group === 'official' && s.ownerWebsite) errors.push(`${where}.ownerWebsite: is for community starters only`);
    if (s.demoURL.startsWith('https://github.com/'))
      errors.push(`${where}.demoURL: is a repository; a live demo is a running store`);
    if (s.nextRepo && s.slug !== 'base') errors.push(`${where}.nextRepo: only the Base Store has a Next.js repository`);
    for (const field of ['imgThumbnail', 'img'] as const) {
      if (typeof s[field] === 'string' && !facts.staticFileExists(s[field])) {
        errors.push(`${where}.${field}: static${s[field]} does not exist`);
      }
    }
  });

  data.updates.forEach((u, i) => {
    const where = `src/data/updates.ts: ${label('updates', i, u)}`;
    if (!facts.routes.has(u.path))
      errors.push(`${where}.path: ${u.path} is not a public URL of the portal (src/data/public-urls.txt)`);
    (u.docs ?? []).forEach((d, j) => {
      if (!facts.routes.has(d.path))
        errors.push(`${where}.docs[${j}].path: ${d.path} is not a public URL of the portal (src/data/public-urls.txt)`);
    });
  });
  return errors;
}
