/**
 * "Showing @faststore/ui 1.9.11": the release whose props, signatures or schema the page shows, a
 * view of the reader's store profile (src/components/store-profile): the profile's release of the
 * package is shown, and picking another one here changes that release in the profile (the starter it
 * names stays: a store upgrades a package and is still made from its starter), so every page of the
 * reference follows. Before the page's scripts run, the profile's inline script applies it so the
 * page paints in the reader's releases; the control itself is disabled until it works. A change keeps
 * the entry the reader was looking at in place on the screen.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PackageKey} from '@faststore-docs/shared/reference/marks';
import {referenceVersions} from '../data';
import {HTML_ATTRIBUTE, visibilityRules} from '@faststore-docs/shared/reference/attributes';
import {ApplyProfileScript} from '@site/src/components/store-profile/parts';
import {profileLine, starterOf} from '@site/src/components/store-profile/profile';
import useStoreProfile from '@site/src/components/store-profile/useStoreProfile';
import profileStyles from '@site/src/components/store-profile/styles.module.css';
import styles from './styles.module.css';

export interface VersionPickerProps {
  package: PackageKey;
}

/** The element with an id nearest the top of the window, and how far below that top it is. */
function anchorInView(): {element: Element; top: number} | undefined {
  let found: {element: Element; top: number} | undefined;
  for (const element of document.querySelectorAll('.markdown [id]')) {
    const {top, height} = element.getBoundingClientRect();
    if (height === 0) continue;
    if (top > window.innerHeight) break;
    if (top >= 0 || !found) found = {element, top};
    if (top >= 0) break;
  }
  return found;
}

export default function VersionPicker({package: pkg}: VersionPickerProps): ReactNode {
  const versions = referenceVersions.versions[pkg];
  const shown = referenceVersions.defaults[pkg];
  const {profile, ready, set} = useStoreProfile();
  const remembered = profile?.releases[pkg];
  const [version, setVersion] = useState(shown);
  const id = `reference-version-${pkg}`;

  useEffect(() => {
    if (remembered && versions.includes(remembered)) setVersion(remembered);
  }, [remembered, versions]);

  const choose = (value: string) => {
    // Hiding and showing variants moves what is above the reader's place: put it back where it was.
    const place = anchorInView();
    setVersion(value);
    document.documentElement.setAttribute(HTML_ATTRIBUTE(pkg), value);
    set({starter: profile?.starter ?? null, releases: {...profile?.releases, [pkg]: value}});
    const now = place?.element.getBoundingClientRect();
    if (place && now && now.height > 0) window.scrollBy(0, now.top - place.top);
  };

  const installedBy = (v: string) =>
    referenceVersions.starters.filter((s) => s.versions[pkg] === v).map((s) => starterOf(s.repository));

  return (
    <div
      className={`${profileStyles.line} ${styles.picker}`}
      data-version-picker={pkg}
      data-pagefind-ignore=""
      data-markdown="skip"
      data-print-hidden=""
    >
      {/* As HTML, not a text child: the build minifies inline CSS, and hydration must not compare it. */}
      <style dangerouslySetInnerHTML={{__html: visibilityRules(pkg, versions, shown)}} />
      <label htmlFor={id}>
        Showing <code>@faststore/{pkg}</code>
      </label>{' '}
      <select id={id} value={version} disabled={!ready} onChange={(event) => choose(event.target.value)}>
        {[...versions].reverse().map((v) => {
          const starters = installedBy(v);
          return (
            <option key={v} value={v}>
              {v}
              {starters.length > 0 ? ` (${starters.join(', ')})` : ''}
            </option>
          );
        })}
      </select>
      <ApplyProfileScript /> <Link to="/reference/changes">What changed between releases</Link>
      {' · '}
      <Link to="/store" data-version-picker-profile="">
        {profile ? profileLine(profile) : 'Set your store'}
      </Link>
    </div>
  );
}
