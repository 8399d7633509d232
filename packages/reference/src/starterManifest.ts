/**
 * The manifest of a pinned starter (src/data/starterManifests/<repo>.json, written by
 * scripts/starter-manifest.mjs): its files and package.json at one commit, and the @faststore
 * versions its lockfile installs. The guides are checked against the files; the reference says, from
 * `installed`, which versions a store made from each starter has.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

export const manifestSchema = z.object({
  repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  date: z.string(),
  packageManager: z.enum(['yarn', 'npm']),
  scripts: z.record(z.string(), z.string()),
  dependencies: z.record(z.string(), z.string()),
  devDependencies: z.record(z.string(), z.string()),
  /** Exact version of each @faststore package the lockfile resolves. */
  installed: z.record(z.string().regex(/^@faststore\//), z.string().regex(/^\d+\.\d+\.\d+/)),
  files: z.array(z.string()).min(1),
  /** The commands of the Git pre-commit hook (`.husky/pre-commit`), which every `git commit` runs. */
  preCommit: z.array(z.string()),
});
export type StarterManifest = z.infer<typeof manifestSchema>;

const manifestDir = (siteDir: string): string => path.join(siteDir, 'src', 'data', 'starterManifests');

/** Every pinned starter's manifest, checked, in file-name order. */
export function readManifests(siteDir: string): StarterManifest[] {
  const dir = manifestDir(siteDir);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`src/data/starterManifests/${f}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}
