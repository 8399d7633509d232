/**
 * Where "Edit this page" links go, from the build's environment, and whether the sources have the git
 * history that dates the pages. The links themselves and the pages' last-updated dates are checked on
 * the builds by `e2e/page-source.spec.ts` and `e2e/page-source.configured.spec.ts`; a build without
 * `.git` by `build-from-archive.test.ts`.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {editUrlBase} from '../src/plugins/page-source/editUrl';
import {gitHistory, noDatesWarning} from '../src/plugins/page-source/gitHistory';

const actions = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/portal',
};
const onMain = {...actions, GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'main'};

describe('edit link base', () => {
  it('uses EDIT_URL when it is set, ending it with a slash', () => {
    expect(editUrlBase({EDIT_URL: 'https://git.example.com/docs/edit/main'})).toBe(
      'https://git.example.com/docs/edit/main/',
    );
    expect(editUrlBase({...onMain, EDIT_URL: 'https://x.test/e/'})).toBe('https://x.test/e/');
  });

  it('falls back to the repository and branch of a GitHub Actions run', () => {
    expect(editUrlBase(onMain)).toBe('https://github.com/acme/portal/edit/main/');
  });

  it('links a pull request build to the branch it merges into, not to its merge preview', () => {
    expect(editUrlBase({...onMain, GITHUB_REF_NAME: '42/merge', GITHUB_BASE_REF: 'main'})).toBe(
      'https://github.com/acme/portal/edit/main/',
    );
  });

  it('gives no link for a tag build, outside GitHub Actions, or with nothing set', () => {
    expect(editUrlBase({...actions, GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0.0'})).toBeUndefined();
    expect(editUrlBase({GITHUB_REPOSITORY: 'acme/portal', GITHUB_REF_NAME: 'main'})).toBeUndefined();
    expect(editUrlBase({EDIT_URL: '  '})).toBeUndefined();
    expect(editUrlBase({})).toBeUndefined();
  });
});

describe('git history for the last-updated dates', () => {
  const scratch = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'faststore-git-history-'));
  const ceiling = process.env.GIT_CEILING_DIRECTORIES;
  // git must not take a repository above the scratch folder for one of these.
  process.env.GIT_CEILING_DIRECTORIES = scratch;
  afterAll(() => {
    if (ceiling === undefined) delete process.env.GIT_CEILING_DIRECTORIES;
    else process.env.GIT_CEILING_DIRECTORIES = ceiling;
    fs.rmSync(scratch, {recursive: true, force: true});
  });
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', ...args], {
      cwd,
      stdio: 'ignore',
    });

  // A repository with two commits, which the clone below copies only the last of.
  const repo = path.join(scratch, 'repo');
  beforeAll(() => {
    fs.mkdirSync(repo);
    git(repo, 'init', '-q');
    for (const text of ['first', 'second']) {
      fs.writeFileSync(path.join(repo, 'page.mdx'), text);
      git(repo, 'add', '.');
      git(repo, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', text);
    }
    fs.mkdirSync(path.join(repo, 'docs'));
  });

  it('is full in a clone with every commit, and dates the pages', () => {
    expect(gitHistory(path.join(repo, 'docs'))).toBe('full');
    expect(noDatesWarning('full')).toBeUndefined();
  });

  it('is shallow in a clone that lacks older commits, whose dates would be wrong: no dates, one warning', () => {
    const shallow = path.join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '1', `file://${repo}`, shallow);
    expect(gitHistory(shallow)).toBe('shallow');
    expect(noDatesWarning('shallow')).toMatch(/^\[faststore-docs\] Shallow git clone: .*no "last updated" date/);
  });

  it('is none in a copy without .git: no dates, one warning', () => {
    const copy = path.join(scratch, 'copy');
    fs.mkdirSync(copy);
    expect(gitHistory(copy)).toBe('none');
    expect(noDatesWarning('none')).toMatch(/^\[faststore-docs\] No git history: .*no "last updated" date/);
  });
});
