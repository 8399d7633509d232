/**
 * What an export does differently from one covered release to the next, where its declaration may
 * read the same: the behaviour notes recorded in packages/reference/src/data/behaviour.ts, which the reference-versions
 * plugin checks against the compiled code. Server-rendered text, so the page's Markdown copy, its
 * search index and readers without scripts have it. Shown whatever release the reader picked: it is
 * what upgrading from the older release changes.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import behaviourData from '@generated/faststore-reference-versions/default/behaviour-notes.json';
import {notesOf} from '@faststore-docs/shared/reference/behaviour';
import {changesHref, type PackageKey} from '@faststore-docs/shared/reference/marks';
import InlineCode from '../ReferenceChanges/InlineCode';
import styles from './styles.module.css';

export interface BehaviourNotesProps {
  pkg: PackageKey;
  /** The export, as the package names it. */
  name: string;
}

export default function BehaviourNotes({pkg, name}: BehaviourNotesProps): ReactNode {
  const notes = notesOf(behaviourData.behaviour, pkg, name);
  if (notes.length === 0) return null;
  return (
    <div className={styles.notes} role="note" aria-label={`Behaviour changes of ${name}`} data-behaviour-notes={name}>
      {notes.map((n) => (
        <p key={`${n.from} ${n.to}`} data-behaviour-note={`${pkg}@${n.to}`}>
          <strong>
            {n.breaking ? 'Breaking behaviour change' : 'Behaviour change'} in @faststore/{pkg} {n.to}
          </strong>{' '}
          (from {n.from}): <InlineCode text={n.note} /> <Link to={changesHref(pkg, n.to)}>Every change in {n.to}</Link>
        </p>
      ))}
    </div>
  );
}
