/**
 * The date a docs page shows as "last updated" is its file's last commit, read from git by the docs
 * plugin. That needs a checkout with its history:
 *
 * - a plain copy of the sources (a `git archive` extract, a container build context without `.git`,
 *   or a machine without git) has no history at all, and Docusaurus then stops the build;
 * - a shallow clone has only its newest commits, so every file last changed before them would show
 *   the date of the oldest commit it has (with the usual depth of 1, every page the clone's date), a
 *   date that says nothing about the page.
 *
 * In both cases the build goes on without dates (a page with no date is honest, a wrong one is not)
 * and says why, once.
 */
import {execFileSync} from 'node:child_process';

export type GitHistory = 'full' | 'shallow' | 'none';

/** What git can tell about the files in `dir`. */
export function gitHistory(dir: string): GitHistory {
  let answer: string;
  try {
    answer = execFileSync('git', ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    // Not inside a git checkout, or git is not installed.
    return 'none';
  }
  const [insideWorkTree, shallow] = answer.trim().split('\n');
  if (insideWorkTree !== 'true') return 'none';
  return shallow === 'true' ? 'shallow' : 'full';
}

/** The one warning the build prints when pages get no date, or undefined when they get one. */
export function noDatesWarning(history: GitHistory): string | undefined {
  if (history === 'none')
    return (
      '[faststore-docs] No git history: these sources are not a git checkout (or git is not installed), so ' +
      'docs pages show no "last updated" date. Build from a clone of the repository to show them.'
    );
  if (history === 'shallow')
    return (
      '[faststore-docs] Shallow git clone: the pages last changed before its oldest commit would all show ' +
      'that commit\'s date, so docs pages show no "last updated" date. Fetch the full history ' +
      '(git fetch --unshallow, or fetch-depth: 0 in GitHub Actions) to show them.'
    );
  return undefined;
}
