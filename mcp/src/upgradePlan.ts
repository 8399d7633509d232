/**
 * `plan_upgrade`: the way from the releases a store has to newer covered ones, package by package,
 * from the same migrations and changes the portal's upgrade pages are written from. Each breaking
 * change says whether `faststore-docs-mcp upgrade` rewrites it in the store's code or why it is left to
 * the reader, so an agent runs the command for the first kind and does the second by hand.
 */
import {migrationKey} from '@faststore-docs/shared/reference/upgrade';
import type {UpgradePage} from '@faststore-docs/reference/migrations';
import {PACKAGE_KEYS, type Page, type PackageKey, type Reference} from './data';
import {beforeCoveredLine, lineOf, notesBetween, upgradeStart} from './releaseLine';
import type {StoreContext} from './versions';
import {compareVersions} from './versions';
import {ToolError} from './toolError';

/** The packages whose code the upgrade command rewrites; the API's changes are in the store's queries. */
const REWRITTEN: readonly PackageKey[] = ['sdk', 'ui'];

export interface PlanInput {
  /** The release to move to, for every package; each package's newest covered when absent. */
  to?: string;
  /** The releases to start from, instead of (or where there is none) the store's. */
  from?: Partial<Record<PackageKey, string>>;
  /** The most characters the plan's JSON may have; the changes that do not fit are counted, not listed. */
  maxCharacters?: number;
}

interface PackagePlan {
  package: string;
  from: string;
  to: string;
  note?: string;
  upToDate?: true;
  url?: string;
  steps?: {
    from: string;
    to: string;
    changes: {
      change: string;
      what: string;
      automatic: boolean;
      step: string;
      rewrite?: string;
      why?: string;
    }[];
  }[];
  otherChanges?: number;
}

export class UpgradePlanner {
  private readonly pages: UpgradePage[];

  constructor(
    private readonly reference: Reference,
    private readonly origin: string,
    private readonly store: StoreContext,
    /** The portal's pages, for the release notes on the way from an older FastStore line. */
    private readonly docsPages: readonly Pick<Page, 'path' | 'title'>[] = [],
  ) {
    this.pages = reference.upgradePages;
  }

  plan({to, from, maxCharacters}: PlanInput) {
    const full = this.fullPlan({to, from});
    return maxCharacters === undefined ? full : fitPlan(full, maxCharacters);
  }

  /** The plan with every change in full. */
  fullPlan({to, from}: PlanInput) {
    // The three packages are released apart (the API has no 1.9.10): a target is refused only when no package has it.
    if (to !== undefined && !PACKAGE_KEYS.some((pkg) => this.reference.versions[pkg].includes(to))) {
      const all = [...new Set(PACKAGE_KEYS.flatMap((pkg) => this.reference.versions[pkg]))].sort(compareVersions);
      throw new ToolError(
        'not_covered',
        `${to} is not a covered release of any @faststore package. Covered: ${PACKAGE_KEYS.map((pkg) => `${pkg} ${this.reference.versions[pkg].join(', ')}`).join('; ')}.`,
        all,
      );
    }
    const packages: PackagePlan[] = [];
    for (const pkg of PACKAGE_KEYS) {
      const installed = from?.[pkg] ?? this.store.packages?.[pkg]?.version;
      if (installed === undefined) continue;
      packages.push(this.planPackage(pkg, installed, to, from?.[pkg] === undefined));
    }
    if (packages.length === 0)
      throw new ToolError(
        'no_store',
        this.store.missing
          ? `No releases to start from: ${this.store.missing}. Pass \`from\` (for example {"sdk": "1.9.10"}), or start the server in the store or with --store.`
          : 'The store depends on no @faststore package. Pass `from` to plan for other releases.',
      );
    const rewritten = packages.filter(
      (p) =>
        REWRITTEN.some((r) => p.package === `@faststore/${r}`) &&
        p.steps?.some((s) => s.changes.some((c) => c.automatic)),
    );
    return {
      packages,
      ...(rewritten.length > 0 && {
        command: `faststore-docs-mcp upgrade${to ? ` --to ${to}` : ''} --dry-run`,
        commandNote:
          'Run in the store: with --dry-run it prints the diff of the changes marked automatic; without, it writes them and faststore-upgrade-report.md, which lists with file:line what is left by hand. Then install the target releases.',
      }),
    };
  }

  private planPackage(pkg: PackageKey, installed: string, to: string | undefined, fromStore: boolean): PackagePlan {
    const covered = this.reference.versions[pkg];
    const name = `@faststore/${pkg}`;
    // A package with no release of that number moves to its newest release up to it.
    const target =
      to === undefined
        ? covered[covered.length - 1]
        : covered.includes(to)
          ? to
          : (covered.filter((v) => compareVersions(v, to) <= 0).at(-1) ?? covered[0]);
    const moved =
      to !== undefined && target !== to
        ? `${name} has no ${to}; the plan moves it to ${target}, its newest covered release up to ${to}.`
        : undefined;
    const where = fromStore ? ' (the store has it)' : '';
    if (compareVersions(installed, target) >= 0)
      return {
        package: name,
        from: installed,
        to: target,
        upToDate: true,
        note: [moved, `${installed}${where} is not older than ${target}.`].filter(Boolean).join(' '),
      };
    // A release the portal does not cover starts at the newest covered one before it, whose changes it has.
    const start = covered.filter((v) => compareVersions(v, installed) <= 0).at(-1) ?? covered[0];
    const note =
      start === installed
        ? undefined
        : beforeCoveredLine(installed, covered)
          ? upgradeStart(
              pkg,
              installed,
              covered,
              notesBetween(this.docsPages, lineOf(installed), lineOf(covered[0])),
              this.origin,
            ) + ` This plan starts at ${start} and does not list the changes before it.`
          : compareVersions(start, installed) < 0
            ? `${installed} is not covered; the plan starts at ${start}, the newest covered release before it, so a change it already has may be listed.`
            : `${installed} is older than every covered release; the plan starts at ${start} and does not list the changes before it.`;
    const page = this.pages.find((p) => p.package === pkg && p.from === start && p.to === target);
    if (!page) return {package: name, from: installed, to: target, upToDate: true, ...(moved && {note: moved})};
    const notes = [moved, note].filter(Boolean).join(' ');
    return {
      package: name,
      from: installed,
      to: target,
      ...(notes && {note: notes}),
      url: `${this.origin}${page.route}`,
      steps: page.steps.map((s) => ({
        from: s.from,
        to: s.to,
        changes: s.items.map(({change, migration}) => ({
          change: migrationKey(change),
          what: change.message,
          automatic: migration.kind === 'rewrite',
          step: migration.step,
          ...(migration.kind === 'rewrite' ? {rewrite: migration.rewrite} : {why: migration.why}),
        })),
      })),
      otherChanges: page.otherChanges,
    };
  }
}

type Plan = ReturnType<UpgradePlanner['fullPlan']>;

/**
 * The plan in at most `limit` characters of JSON. First each change loses its long texts (what changed,
 * the rewrite, the reason), which its package's upgrade page has; then the changes are listed in order
 * while they fit, and each package counts the ones left out, so an agent knows the plan is not whole
 * and where to read the rest.
 */
function fitPlan(full: Plan, limit: number): object {
  const size = (v: unknown) => JSON.stringify(v).length;
  if (size(full) <= limit) return full;
  const total = full.packages.reduce((n, p) => n + (p.steps ?? []).reduce((m, s) => m + s.changes.length, 0), 0);
  const build = (keep: number) => {
    let left = keep;
    const packages = full.packages.map((p) => {
      if (!p.steps) return p;
      let omitted = 0;
      const steps = p.steps
        .map((s) => {
          const changes = s.changes.flatMap((c) => {
            if (left <= 0) {
              omitted++;
              return [];
            }
            left--;
            return [{change: c.change, automatic: c.automatic, step: c.step}];
          });
          return {...s, changes};
        })
        .filter((s) => s.changes.length > 0);
      return {...p, steps, ...(omitted > 0 && {changesLeftOut: omitted})};
    });
    const shown = Math.min(keep, total);
    return {
      ...full,
      packages,
      leftOut: `The whole plan has ${size(full)} characters, more than the ${limit} asked for: each change is shown without what changed, its rewrite or its reason${shown < total ? `, and ${total - shown} of ${total} changes are only counted (changesLeftOut)` : ''}. Each package's url has them all; call plan_upgrade with a larger maxCharacters, or get_page(url, section) for one change.`,
    };
  };
  // The most changes that fit: fewer changes never make the answer longer.
  let low = 0;
  let high = total;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (size(build(mid)) <= limit) low = mid;
    else high = mid - 1;
  }
  const fitted = build(low);
  if (size(fitted) <= limit) return fitted;
  // Not even the packages' heads fit: what each package moves between, its note (why the plan starts
  // where it does) while the notes fit, and where its page is.
  const heads = (withNotes: boolean) => ({
    packages: full.packages.map(({package: name, from, to, url, note}) => ({
      package: name,
      from,
      to,
      ...(withNotes && note && {note}),
      ...(url && {url}),
    })),
    leftOut: `The plan does not fit in ${limit} characters; only each package's releases${withNotes ? ', note' : ''} and upgrade page are shown. Call plan_upgrade with a larger maxCharacters.`,
  });
  return size(heads(true)) <= limit ? heads(true) : heads(false);
}
