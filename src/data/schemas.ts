/**
 * Build-time checks of the site data. Used by the siteData plugin and the unit
 * tests only, never by a page, so the schema library stays out of the browser bundles.
 *
 * `checkSiteData` returns one message per problem, each naming the file, the entry and the field,
 * e.g. `src/data/starters.ts: starters[2] ("pets").ownerWebsite: …`.
 */
import * as z from 'zod';

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
  starters: readonly z.infer<typeof starterSchema>[];
  updates: readonly z.infer<typeof updateEntrySchema>[];
  trackMap: z.infer<typeof trackMapSchema>;
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
