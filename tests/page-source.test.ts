/**
 * Where "Edit this page" links go, from the build's environment. The links themselves and the pages'
 * last-updated dates are checked on the builds by `e2e/page-source.spec.ts` and
 * `e2e/page-source.configured.spec.ts`.
 */
import {describe, expect, it} from 'vitest';
import {editUrlBase} from '../src/plugins/page-source/editUrl';

const actions = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/portal',
};

describe('edit link base', () => {
  it('uses EDIT_URL when it is set, ending it with a slash', () => {
    expect(editUrlBase({EDIT_URL: 'https://git.example.com/docs/edit/main'})).toBe(
      'https://git.example.com/docs/edit/main/',
    );
    expect(
      editUrlBase({...actions, GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'main', EDIT_URL: 'https://x.test/e/'}),
    ).toBe('https://x.test/e/');
  });

  it('falls back to the repository and branch of a GitHub Actions run', () => {
    expect(editUrlBase({...actions, GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: 'main'})).toBe(
      'https://github.com/acme/portal/edit/main/',
    );
  });

  it('links a pull request build to the branch it merges into, not to its merge preview', () => {
    expect(
      editUrlBase({...actions, GITHUB_REF_TYPE: 'branch', GITHUB_REF_NAME: '42/merge', GITHUB_BASE_REF: 'main'}),
    ).toBe('https://github.com/acme/portal/edit/main/');
  });

  it('gives no link for a tag build, outside GitHub Actions, or with nothing set', () => {
    expect(editUrlBase({...actions, GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1.0.0'})).toBeUndefined();
    expect(editUrlBase({GITHUB_REPOSITORY: 'acme/portal', GITHUB_REF_NAME: 'main'})).toBeUndefined();
    expect(editUrlBase({EDIT_URL: '  '})).toBeUndefined();
    expect(editUrlBase({})).toBeUndefined();
  });
});
