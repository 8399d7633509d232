/**
 * A page that shows versioned reference data (a props table, an SDK signature, a GraphQL entry) must
 * let the reader pick their release: it needs `<VersionPicker package="…" />` for each package whose
 * data it shows. Without it the page would show the default release with no way to change it, so the
 * build fails naming the page and the line to add.
 */
import fs from 'node:fs';
import path from 'node:path';
import {withoutCodeBlocks} from '@faststore-docs/shared/codeBlocks';
import {failOn} from '@faststore-docs/shared/reference/lists';
import type {PackageKey} from '@faststore-docs/shared/reference/marks';

/** The reference components, by the package whose versioned data they render. */
const VERSIONED_COMPONENTS: Record<PackageKey, readonly string[]> = {
  ui: ['PropsTable', 'StylingHooks'],
  sdk: ['SdkSignature'],
  api: ['TypeEntry', 'OperationSignature', 'OperationArguments', 'OperationReturnType', 'OperationList'],
};

/** The packages a page's MDX shows versioned data of, and those it has a picker for. */
export function pickerProblems(mdx: string): PackageKey[] {
  const body = withoutCodeBlocks(mdx); // code blocks show source, not components
  const missing: PackageKey[] = [];
  for (const [pkg, components] of Object.entries(VERSIONED_COMPONENTS) as [PackageKey, readonly string[]][]) {
    const shows = components.some((c) => new RegExp(`<${c}\\b`).test(body));
    const picks = new RegExp(`<VersionPicker\\b[^>]*\\bpackage=["']${pkg}["']`).test(body);
    if (shows && !picks) missing.push(pkg);
  }
  return missing;
}

export function checkPickers(siteDir: string): void {
  const dir = path.join(siteDir, 'docs');
  const problems: string[] = [];
  for (const file of fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx'))
    .sort()) {
    for (const pkg of pickerProblems(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      problems.push(`docs/${file}: add <VersionPicker package="${pkg}" /> (it shows @faststore/${pkg} reference data)`);
    }
  }
  failOn(
    problems,
    `reference-versions: ${problems.length} page(s) show versioned data without a version picker`,
    `\nImport it with: import VersionPicker from '@site/src/components/reference/versions/VersionPicker';`,
  );
}
