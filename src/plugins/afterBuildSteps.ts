/**
 * Which of the slow after-build steps a build runs. A production build runs them all; the feature loop
 * (`npm run test:feature`, scripts/test-feature.mjs) sets `BUILD_STEPS` to the steps its specs read,
 * so a browser check of a feature that reads none of them does not wait for them. Cheap after-build
 * steps (the policy hashes, the route list, the not-found page's routes, the icon) always run.
 */
export const AFTER_BUILD_STEPS = ['search', 'markdown', 'mcp', 'social-cards', 'track-print'] as const;
export type AfterBuildStep = (typeof AFTER_BUILD_STEPS)[number];

/** The steps `BUILD_STEPS` asks for (a comma list, possibly empty); all when unset. */
export function afterBuildSteps(value: string | undefined = process.env.BUILD_STEPS): Set<AfterBuildStep> {
  if (value === undefined) return new Set(AFTER_BUILD_STEPS);
  const asked = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = asked.filter((s) => !(AFTER_BUILD_STEPS as readonly string[]).includes(s));
  if (unknown.length > 0) {
    throw new Error(`BUILD_STEPS names unknown steps (${unknown.join(', ')}); known: ${AFTER_BUILD_STEPS.join(', ')}`);
  }
  return new Set(asked as AfterBuildStep[]);
}

/** Whether this build runs `step` after the build. */
export const runsAfterBuild = (step: AfterBuildStep): boolean => afterBuildSteps().has(step);
