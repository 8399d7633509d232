/**
 * Whether the store's git working tree has work the reader has not committed. The command refuses to
 * run on such a tree (as `@next/codemod` does) unless `--force`: then `git diff` shows exactly what the
 * upgrade changed, and `git checkout .` undoes it without taking the reader's own work with it. Every
 * uncommitted change under the store's folder counts, not only in the files the command rewrites, since
 * that undo reverts every file. The report the command itself appends to does not count.
 */
import {execFileSync} from 'node:child_process';

export type TreeState =
  | {kind: 'clean'}
  | {kind: 'dirty'; files: string[]}
  /** No git, or the folder is in no repository: nothing to protect, the run proceeds. */
  | {kind: 'no-repository'}
  | {kind: 'unknown'; reason: string};

export function workingTree(dir: string, ignore: string): TreeState {
  let out: string;
  try {
    out = execFileSync(
      'git',
      ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.', `:(exclude)${ignore}`],
      {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']},
    );
  } catch (error) {
    const e = error as NodeJS.ErrnoException & {stderr?: string};
    if (e.code === 'ENOENT') return {kind: 'no-repository'};
    const stderr = String(e.stderr ?? '');
    if (/not a git repository/i.test(stderr)) return {kind: 'no-repository'};
    return {kind: 'unknown', reason: stderr.trim().split('\n')[0] || String(e.message).split('\n')[0]};
  }
  // Each entry is `XY path`; a rename adds its old path as a second entry.
  const files: string[] = [];
  const entries = out.split('\0').filter(Boolean);
  for (let i = 0; i < entries.length; i++) {
    files.push(entries[i].slice(3));
    if (entries[i].startsWith('R') || entries[i].startsWith('C')) i++;
  }
  return files.length ? {kind: 'dirty', files} : {kind: 'clean'};
}
