/**
 * A store for the upgrade command's tests: a scratch folder whose package.json asks for the given
 * FastStore releases and whose node_modules holds them (linked from the portal's own install of the
 * older releases, `faststore-<pkg>-<version>`), with `files` written into it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..', '..', '..');

export function testStore(
  releases: Partial<Record<'sdk' | 'ui', string>>,
  files: Record<string, string> = {},
  {copy, typescript = false}: {copy?: string; typescript?: boolean} = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-upgrade-'));
  if (copy) fs.cpSync(copy, dir, {recursive: true});
  const dependencies = Object.fromEntries(Object.entries(releases).map(([pkg, v]) => [`@faststore/${pkg}`, v]));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies}));
  fs.mkdirSync(path.join(dir, 'node_modules', '@faststore'), {recursive: true});
  for (const [pkg, version] of Object.entries(releases) as ['sdk' | 'ui', string][])
    fs.symlinkSync(
      path.join(ROOT, 'node_modules', `faststore-${pkg}-${version}`),
      path.join(dir, 'node_modules', '@faststore', pkg),
    );
  // A store installs TypeScript too, whose lib files the command's checker reads.
  if (typescript)
    fs.symlinkSync(path.join(ROOT, 'node_modules', 'typescript'), path.join(dir, 'node_modules', 'typescript'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
