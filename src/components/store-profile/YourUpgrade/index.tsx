/**
 * On the upgrade index: the pages that take the reader's own store to the newest covered releases,
 * from the releases their profile holds. Before the page runs, and without a profile, it says where
 * to set one; the line keeps its place either way, so nothing below it moves.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {upgradeRoute} from '@faststore-docs/shared/reference/upgrade';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';
import useStoreProfile, {coverage} from '../useStoreProfile';
import styles from '../styles.module.css';

export default function YourUpgrade(): ReactNode {
  const {profile} = useStoreProfile();
  const crossings = PACKAGE_KEYS.flatMap((pkg) => {
    // A profile holds covered releases only, oldest first in the coverage: an earlier one has a page.
    const releases = coverage.versions[pkg];
    const from = profile?.releases[pkg];
    const newest = releases.at(-1)!;
    return from && releases.indexOf(from) < releases.length - 1 ? [{pkg, from, to: newest}] : [];
  });
  return (
    <p className={styles.line} data-your-upgrade="" data-markdown="skip" data-pagefind-ignore="">
      {!profile ? (
        <>
          <Link to="/store">Set your store</Link> and this line links the pages from your releases to the newest.
        </>
      ) : crossings.length === 0 ? (
        <>Your store is on the newest covered releases: nothing to upgrade.</>
      ) : (
        <>
          Your store:{' '}
          {crossings.map((c, i) => (
            <React.Fragment key={c.pkg}>
              {i > 0 && ' · '}
              <Link to={upgradeRoute(c.pkg, c.from, c.to)}>
                @faststore/{c.pkg} {c.from} to {c.to}
              </Link>
            </React.Fragment>
          ))}
        </>
      )}
    </p>
  );
}
