/**
 * What the reference pages document, read from the pages themselves, held against the reference data:
 * every `<PropsTable of>`, `<StylingHooks of>` and `<SdkSignature of>` names an export of the covered
 * releases, and every UI export has a page with its props, styling hooks and a live example. The build
 * fails naming the page and what to add, so a package change cannot leave the pages behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, isLiveMeta} from '@faststore-docs/shared/codeBlocks';
import {failOn} from '@faststore-docs/shared/reference/lists';
import type {UiReference} from '@faststore-docs/shared/reference/ui';

export interface OfUsage {
  component: string;
  /** The `of` value: the documented export's name. */
  name: string;
  /** The MDX file, relative to the site root. */
  file: string;
}

/** Every `<Component of="Name">` (or `of={'Name'}`) of the given components in the MDX files under `dir`. */
export function ofUsagesInMdx(dir: string, siteDir: string, components: readonly string[]): OfUsage[] {
  if (!fs.existsSync(dir)) return [];
  const usage = new RegExp(
    `<(${components.join('|')})\\b[^>]*?\\bof=(?:"([^"]+)"|'([^']+)'|\\{['"]([^'"]+)['"]\\})`,
    'g',
  );
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  return files.sort().flatMap((file) => {
    const full = path.join(dir, file);
    return [...fs.readFileSync(full, 'utf8').matchAll(usage)].map((m) => ({
      component: m[1],
      name: m[2] ?? m[3] ?? m[4],
      file: path.relative(siteDir, full),
    }));
  });
}

/** A documented component name and where it is documented (for the drift error). */
export interface DocumentedName {
  name: string;
  where: string;
}

/**
 * Throws when a component documented on the site is not exported by the package, naming both, so
 * a package upgrade that drops or renames a component fails the build instead of shipping stale docs.
 */
export function checkDrift(reference: UiReference, documented: readonly DocumentedName[]): void {
  const missing = documented.filter((d) => !reference.components[d.name]);
  failOn(
    missing.map((d) => `- "${d.name}" (documented in ${d.where})`),
    `ui-reference: ${missing.length} documented component(s) not exported by ${reference.package}@${reference.version}`,
    '\nRemove them from the site or update the package.',
  );
}

/** `<PropsTable of="X">` and `<StylingHooks of="X">` usages in the MDX files under `dir`. */
export function documentedInMdx(dir: string, siteDir: string): DocumentedName[] {
  return ofUsagesInMdx(dir, siteDir, ['PropsTable', 'StylingHooks']).map((u) => ({
    name: u.name,
    where: `${u.file} (<${u.component} of="${u.name}">)`,
  }));
}

/**
 * Every export of the package needs a documented home: a page (or a section of one) under
 * docs/reference/ui with its props table, its styling hooks (components) and a live example that
 * uses it. Returns one message per export that lacks any of the three, naming what to add.
 */
export function undocumentedExports(reference: UiReference, dir: string, siteDir: string): string[] {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((f) => /\.mdx?$/.test(f))
        .sort()
    : [];
  const pages = files.map((f) => {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    // Its ```tsx live blocks.
    const live = codeBlocks(text).filter((b) => b.lang === 'tsx' && isLiveMeta(b.meta));
    return {file: path.relative(siteDir, path.join(dir, f)), text, live: live.map((b) => b.code).join('\n')};
  });
  const usage = ofUsagesInMdx(dir, siteDir, ['PropsTable', 'StylingHooks']);
  const messages: string[] = [];
  for (const info of Object.values(reference.components)) {
    const {name} = info;
    const homes = usage.filter((u) => u.name === name && u.component === 'PropsTable').map((u) => u.file);
    if (homes.length === 0) {
      messages.push(`"${name}": no page under ${path.relative(siteDir, dir) || '.'} has <PropsTable of="${name}" />`);
      continue;
    }
    for (const file of homes) {
      const page = pages.find((p) => p.file === file)!;
      if (
        info.kind === 'component' &&
        !usage.some((u) => u.file === file && u.name === name && u.component === 'StylingHooks')
      ) {
        messages.push(`"${name}" in ${file}: add <StylingHooks of="${name}" /> beside its props`);
      }
      if (!new RegExp(`(<${name}\\b|\\b${name}\\()`).test(page.live)) {
        messages.push(`"${name}" in ${file}: add a \`\`\`tsx live example that uses ${name}`);
      }
    }
  }
  return messages;
}

/** Throws with every export that lacks a documented home, so a new export cannot ship undocumented. */
export function checkDocumentedHomes(reference: UiReference, dir: string, siteDir: string): void {
  const messages = undocumentedExports(reference, dir, siteDir);
  failOn(
    messages.map((m) => `- ${m}`),
    `ui-reference: ${messages.length} export(s) of ${reference.package}@${reference.version} lack a documented home`,
  );
}

/** Every `<SdkSignature of="...">` in the MDX files under `dir`. */
export function signaturesInMdx(dir: string, siteDir: string): {name: string; where: string}[] {
  return ofUsagesInMdx(dir, siteDir, ['SdkSignature']).map((u) => ({name: u.name, where: u.file}));
}
