/**
 * The browser's half of "Copy as prompt": the build writes a guide's prompts beside its Markdown copy
 * (src/plugins/markdown/taskPrompt.ts), one per starter and one for a reader without a store profile;
 * at copy time this picks the reader's and puts in their releases. It ships with the "Copy page"
 * control on every docs page, so it stays a few lines and imports nothing: the store profile's own
 * module (src/components/store-profile/profile.ts) is loaded only by the pages that show the profile.
 */

/** What the build writes at a guide's route plus `.prompt.json`. */
export interface TaskPromptData {
  /** For a reader without a profile: asks which starter and releases the store uses. */
  ask: string;
  /** For a profile that names no pinned starter (a store matched by its releases only). */
  other: string;
  /** For a profile on each pinned starter. */
  starters: Record<string, string>;
  /** Names readers know the starters by. */
  labels: Record<string, string>;
  /** The releases the reference covers: a profile naming another is not the reader's store. */
  covered: Record<'ui' | 'sdk' | 'api', string[]>;
}

/** Where the prompts put the profile's store and releases. */
export const PLACEHOLDER = {store: '{{store}}', ui: '{{ui}}', sdk: '{{sdk}}', api: '{{api}}'} as const;

/** The profile's local-storage key (STORAGE_KEY of the store profile; a unit test keeps them one). */
export const PROFILE_KEY = 'faststore-docs:store';

/** `/how-to-guides/deployment.md` → `/how-to-guides/deployment.prompt.json`. */
export const promptPath = (markdownUrl: string): string => markdownUrl.replace(/\.md$/, '.prompt.json');

/**
 * The prompt for the reader whose stored profile is `stored` (the raw local-storage value, or null).
 * A profile that is damaged, or names a release the reference does not cover, counts as none: the
 * reader is asked, never told a release that is not theirs.
 */
export function fillPrompt(data: TaskPromptData, stored: string | null): string {
  let profile: {starter?: unknown; releases?: Record<string, unknown>} | undefined;
  try {
    profile = stored === null ? undefined : (JSON.parse(stored) as typeof profile);
  } catch {
    profile = undefined;
  }
  const releases: Partial<Record<keyof TaskPromptData['covered'], string>> = {};
  for (const pkg of ['ui', 'sdk', 'api'] as const) {
    const v = profile?.releases?.[pkg];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !data.covered[pkg].includes(v)) return data.ask;
    releases[pkg] = v;
  }
  if (!releases.ui && !releases.sdk && !releases.api) return data.ask;
  const starter =
    typeof profile?.starter === 'string' && Object.hasOwn(data.starters, profile.starter) ? profile.starter : null;
  const named = (Object.keys(releases) as (keyof typeof releases)[]).map((pkg) => `@faststore/${pkg} ${releases[pkg]}`);
  const store = [
    starter ? `a store on the ${data.labels[starter]} (${starter})` : 'a FastStore 1.9 store',
    named.join(', '),
  ]
    .filter(Boolean)
    .join(' with ');
  const text = starter ? data.starters[starter] : data.other;
  return text
    .replaceAll(PLACEHOLDER.store, store)
    .replaceAll(PLACEHOLDER.ui, releases.ui ?? '(the release my store has)')
    .replaceAll(PLACEHOLDER.sdk, releases.sdk ?? '(the release my store has)')
    .replaceAll(PLACEHOLDER.api, releases.api ?? '(the release my store has)');
}

/**
 * Cursor's prompt deeplink: it opens Cursor's chat with the prompt filled in, for the reader to review
 * and send (it never runs by itself). Cursor reads at most about 8,000 characters of link, so a longer
 * prompt is cut at a line and ends by pointing at the full one.
 */
export const CURSOR_PROMPT_LINK = 'cursor://anysphere.cursor-deeplink/prompt?text=';
const CURSOR_LINK_LIMIT = 8000;

export function cursorLink(prompt: string, page: string): string {
  const link = (text: string) => `${CURSOR_PROMPT_LINK}${encodeURIComponent(text)}`;
  if (link(prompt).length <= CURSOR_LINK_LIMIT) return link(prompt);
  const tail = `\n\n(The rest of this prompt did not fit in the link: read the steps with get_page {"path": "${page}"}.)`;
  let length = link(tail).length;
  const kept: string[] = [];
  for (const line of prompt.split('\n')) {
    length += encodeURIComponent(`${line}\n`).length;
    if (length > CURSOR_LINK_LIMIT) break;
    kept.push(line);
  }
  return link(kept.join('\n') + tail);
}
