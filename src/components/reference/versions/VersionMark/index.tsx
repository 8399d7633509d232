/**
 * "Added in 1.9.11", "Until 1.9.10; changed in 1.9.11", "Removed in 1.9.11" beside a reference entry,
 * linked to that release's changes, and, for a removal or a change, to the page on upgrading across
 * it. Plain text in the HTML, so the page's Markdown copy carries it.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {changesHref, markOf, type PackageKey} from '@faststore-docs/shared/reference/marks';
import {upgradeRoute} from '@faststore-docs/shared/reference/upgrade';
import {list} from '../../../store-profile/profile';
import {entryAttributes} from '../data';
import styles from './styles.module.css';

export interface VersionMarkProps {
  pkg: PackageKey;
  /** The releases this variant holds for; no mark when undefined. */
  holds: readonly string[] | undefined;
  /** The package's covered releases, oldest first. */
  versions: readonly string[];
  /** Releases in which another variant of the same entry holds. */
  others?: readonly string[];
  /** Releases in which the entry's parent (its component, type or export) exists. */
  parentIn?: readonly string[];
}

export default function VersionMark({pkg, holds, versions, others, parentIn}: VersionMarkProps): ReactNode {
  const mark = markOf(holds, versions, others, parentIn ?? versions);
  if (!mark) return null;
  // Code written for the release before a removal or a change has a page saying how to move on.
  const previous = versions[versions.indexOf(mark.version) - 1];
  return (
    <>
      {' '}
      <Link className={styles.mark} to={changesHref(pkg, mark.version)} data-version-mark="">
        {mark.text}
      </Link>
      {previous && /removed|changed/i.test(mark.text) && (
        <>
          {' '}
          <Link className={styles.upgrade} to={upgradeRoute(pkg, previous, mark.version)} data-upgrade-link="">
            Upgrade from {previous}
          </Link>
        </>
      )}
    </>
  );
}

/**
 * Shown in place of an entry in the releases that do not have it (a type a release removed, a
 * component a release added): says so, instead of leaving the entry's heading with nothing under it.
 */
export function AbsentNote({
  pkg,
  name,
  holds,
  versions,
}: {
  pkg: PackageKey;
  name: string;
  holds: readonly string[] | undefined;
  versions: readonly string[];
}): ReactNode {
  if (!holds) return null;
  const absent = versions.filter((v) => !holds.includes(v));
  if (absent.length === 0) return null;
  // A div, not a p: the build's minifier drops the optional </p>, and the search indexer would then
  // carry this note's "leave out of the index" past its end, over the rest of the page.
  return (
    <div className={styles.absent} data-absent-note="" {...entryAttributes(pkg, absent)}>
      <code>{name}</code> is not in this release of <code>@faststore/{pkg}</code>; it is in {holds.join(', ')}.
      <VersionMark pkg={pkg} holds={holds} versions={versions} />
    </div>
  );
}

/** The mark of one variant in a list of entries: its siblings are the other variants of the same name. */
export function EntryMark<T extends {name: string; in?: string[]}>({
  pkg,
  entry,
  among,
  versions,
  parentIn,
}: {
  pkg: PackageKey;
  entry: T;
  among: readonly T[];
  versions: readonly string[];
  parentIn?: readonly string[];
}): ReactNode {
  const others = among.filter((o) => o !== entry && o.name === entry.name).flatMap((o) => o.in ?? []);
  return <VersionMark pkg={pkg} holds={entry.in} versions={versions} others={others} parentIn={parentIn} />;
}

/**
 * "Accepted but not forwarded in 1.9.10 and 1.9.11" beside a prop that the component takes but that
 * reaches nothing on the page in those releases (found by packages/reference/src/ui/probe). Styled like the
 * release marks, with a dashed border, and naming the releases, so it reads the same whichever release
 * the reader picked.
 */
export function NotForwardedMark({releases}: {releases: readonly string[] | undefined}): ReactNode {
  if (!releases || releases.length === 0) return null;
  return (
    <>
      {' '}
      <span className={styles.notForwarded} data-not-forwarded={releases.join(' ')}>
        Accepted but not forwarded in {list(releases)}
      </span>
    </>
  );
}
