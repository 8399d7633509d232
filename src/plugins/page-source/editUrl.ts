/**
 * Where "Edit this page" links go. Docs pages (and release notes) link to their source file in the
 * portal's own repository: the base given here followed by the file's path in the repository, such
 * as `docs/reference/sdk/cart/useCart.mdx`. The portal's repository is a deployment fact, not
 * something the code can know, so it comes from the environment:
 *
 * - `EDIT_URL`: the base of the links, e.g. `https://github.com/<owner>/<repo>/edit/main/`;
 * - otherwise, in a GitHub Actions run, the repository and branch being built, from the variables
 *   GitHub sets in every run (a pull request links to the branch it merges into);
 * - otherwise none: pages have no edit link, and the build says how to add one.
 */
export type EditUrlEnv = Partial<
  Record<
    | 'EDIT_URL'
    | 'GITHUB_ACTIONS'
    | 'GITHUB_SERVER_URL'
    | 'GITHUB_REPOSITORY'
    | 'GITHUB_BASE_REF'
    | 'GITHUB_REF_NAME'
    | 'GITHUB_REF_TYPE',
    string
  >
>;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The base of edit links for this build, or undefined when it has none. */
export function editUrlBase(env: EditUrlEnv): string | undefined {
  const configured = env.EDIT_URL?.trim();
  if (configured) return withSlash(configured);
  const {GITHUB_ACTIONS, GITHUB_SERVER_URL, GITHUB_REPOSITORY} = env;
  if (GITHUB_ACTIONS !== 'true' || !GITHUB_SERVER_URL || !GITHUB_REPOSITORY) return undefined;
  // A tag has no edit page; a pull request's own ref is a merge preview, so its base branch is used.
  const branch = env.GITHUB_BASE_REF || (env.GITHUB_REF_TYPE === 'branch' ? env.GITHUB_REF_NAME : undefined);
  if (!branch) return undefined;
  return `${withSlash(GITHUB_SERVER_URL)}${GITHUB_REPOSITORY}/edit/${branch}/`;
}

export const NO_EDIT_URL_WARNING =
  '[faststore-docs] EDIT_URL is not set: pages have no "Edit this page" link. Set it to the base of ' +
  "the portal repository's edit links, e.g. EDIT_URL=https://github.com/<owner>/<repo>/edit/main/.";
