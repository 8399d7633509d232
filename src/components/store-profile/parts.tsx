/** Pieces every store-profile control shares: the before-paint script and the starter choice. */
import React, {type ReactNode} from 'react';
import SiteStorage from '@generated/site-storage';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';
import {applyScript, releasesText, starterLabel, starterOf, uncoveredProblem} from './profile';
import {coverage} from './useStoreProfile';

/** Applies the remembered profile while the page is parsed, before its first paint. */
export function ApplyProfileScript(): ReactNode {
  return <script dangerouslySetInnerHTML={{__html: applyScript(coverage, SiteStorage.namespace)}} />;
}

/** Each pinned starter as the profile it gives, or why it cannot be one (releases not covered). */
export const starterChoices = coverage.starters.map((s) => {
  const starter = starterOf(s.repository);
  const releases = Object.fromEntries(PACKAGE_KEYS.flatMap((pkg) => (s.versions[pkg] ? [[pkg, s.versions[pkg]]] : [])));
  return {
    starter,
    label: `${starterLabel(starter)} (${starter}: ${releasesText(releases)})`,
    profile: {starter, releases},
    problem: uncoveredProblem(releases, coverage),
  };
});

export function StarterSelect({
  id,
  value,
  disabled,
  onChoose,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChoose: (choice: (typeof starterChoices)[number] | undefined) => void;
}): ReactNode {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChoose(starterChoices.find((c) => c.starter === event.target.value))}
    >
      <option value="">Not one of these</option>
      {starterChoices.map((c) => (
        // A starter on a line the portal does not cover is shown, but cannot be chosen: choosing it
        // could only be refused.
        <option key={c.starter} value={c.starter} disabled={Boolean(c.problem)}>
          {c.problem ? `${c.label}: not covered` : c.label}
        </option>
      ))}
    </select>
  );
}
