/**
 * The shapes of the reference's hand-written data, the behaviour verdicts (./behaviour.ts) and the
 * migrations (./migrations.ts), with the messages that name file, package, release pair and field.
 * Their TypeScript types are inferred here, once.
 */
import * as z from 'zod';

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

export type BehaviourVerdict = z.infer<typeof behaviourVerdictSchema>;
export type BehaviourVerdicts = z.infer<typeof behaviourVerdictsSchema>;
export type Migration = z.infer<typeof migrationSchema>;
export type Migrations = z.infer<typeof migrationsSchema>;
