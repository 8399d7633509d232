/**
 * The exact `@faststore/*` versions a lockfile installs: yarn v1's resolution of each range
 * (`"@faststore/ui@^1.9.11":\n  version "1.9.11"`) or package-lock's `node_modules/@faststore/ui`
 * entry. Shared by the starter manifests' script, the agent server's reading of a store and the
 * "Your store" profile, which reads a dropped lockfile in the browser (so: no Node modules here).
 */

/** @param {string} text the content of a `yarn.lock` (v1) */
export function installedFromYarnLock(text) {
  /** @type {Record<string, string>} */
  const installed = {};
  for (const m of text.matchAll(/^"?(@faststore\/[\w.-]+)@[^\n]*:\n\s+version "([^"]+)"/gm)) installed[m[1]] = m[2];
  return sorted(installed);
}

/** @param {string} text the content of a `package-lock.json` (lockfile v2 or v3) */
export function installedFromPackageLock(text) {
  /** @type {Record<string, string>} */
  const installed = {};
  const lock = JSON.parse(text);
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    const m = /^node_modules\/(@faststore\/[\w.-]+)$/.exec(key);
    if (m && entry && typeof entry.version === 'string') installed[m[1]] = entry.version;
  }
  return sorted(installed);
}

/**
 * pnpm's lockfile (v5 to v9): the store's own dependencies, `'@faststore/ui': 1.9.11` (v5) or
 * `'@faststore/ui':\n  specifier: ^1.9.11\n  version: 1.9.11` (v6 and later), under `dependencies` or
 * `devDependencies` of the root importer or the top level.
 * @param {string} text the content of a `pnpm-lock.yaml`
 */
export function installedFromPnpmLock(text) {
  /** @type {Record<string, string>} */
  const installed = {};
  const entry =
    /^\s+'?(@faststore\/[\w.-]+)'?:(?:[ \t]+(\d+\.\d+\.\d+[^\s(]*)|\s*\n\s+specifier:[^\n]*\n\s+version:\s+(\d+\.\d+\.\d+[^\s(]*))/gm;
  for (const m of text.matchAll(entry)) installed[m[1]] ??= m[2] ?? m[3];
  return sorted(installed);
}

/** @param {Record<string, string>} installed */
function sorted(installed) {
  return Object.fromEntries(Object.entries(installed).sort(([a], [b]) => a.localeCompare(b)));
}
