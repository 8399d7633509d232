/**
 * A passage of prose about releases other than the ones its page speaks for (the page's starter's):
 * "Up to 1.9.10, `useSearch()` returns `setSort`". The build checks the names inside against the
 * releases in its range instead of the page's, and the reader sees which releases it is about.
 * Available in every MDX page as `<ForRelease package="sdk" until="1.9.10">`.
 */
import React, {type ReactNode} from 'react';
import {rangeNote, type PackageKey} from '@faststore-docs/shared/reference/marks';
import styles from './styles.module.css';

export interface ForReleaseProps {
  package: PackageKey;
  since?: string;
  until?: string;
  /**
   * The passage compares the releases of its range (an upgrade step): the build checks each name
   * against one of them rather than all.
   */
  across?: boolean;
  /** Set by the build on a passage inside a paragraph. */
  inline?: boolean;
  children: ReactNode;
}

export default function ForRelease({package: pkg, since, until, inline, children}: ForReleaseProps): ReactNode {
  const note = rangeNote({since, until}, [pkg]);
  if (inline) {
    return (
      <span data-for-release="">
        <span className={styles.note}>{note}</span> {children}
      </span>
    );
  }
  return (
    <div className={styles.passage} data-for-release="">
      <p className={styles.note}>{note}</p>
      {children}
    </div>
  );
}
