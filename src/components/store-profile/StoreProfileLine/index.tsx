/**
 * "Your store: Next.js starter · ui 1.9.10 · sdk 1.9.10 · api 1.9.7" at the top of a page whose
 * content differs by starter: a guide with a section for the Next.js starter (which then comes
 * first), the quickstart, and a step of the Gatsby or Next.js tutorial track, where it also links
 * the same step and section of the other track. The starter can be switched here; everything else is
 * set on /store. The remark pass `starterSections` puts it on those pages.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {counterpart, trackOf} from '@site/src/data/trackMap';
import {ApplyProfileScript, StarterSelect} from '../parts';
import {profileLine, starterLabel} from '../profile';
import useStoreProfile from '../useStoreProfile';
import styles from '../styles.module.css';

/** The id of the last section heading above the top of the window: where the reader is. */
function sectionInView(): string | undefined {
  let current: string | undefined;
  for (const heading of document.querySelectorAll<HTMLElement>('.markdown h2[id], .markdown h3[id]')) {
    if (heading.getBoundingClientRect().top > 80) break;
    current = heading.id;
  }
  return current;
}

export default function StoreProfileLine(): ReactNode {
  const {profile, ready, kept, set, clear} = useStoreProfile();
  const {pathname} = useLocation();
  const history = useHistory();
  const [problem, setProblem] = useState<string>();
  const other = counterpart(pathname);
  const track = trackOf(pathname);
  const id = 'store-profile-line-starter';
  const mismatch = other && track && profile?.starter === other.starter;

  // The link goes to the section in view when the reader follows it, not to the one at page load.
  const keepPlace = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = counterpart(pathname, sectionInView());
    if (!target?.section || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    history.push(`${target.route}#${target.section}`);
  };

  return (
    <div
      className={styles.line}
      data-store-profile-line=""
      data-pagefind-ignore=""
      data-markdown="skip"
      data-print-hidden=""
    >
      <ApplyProfileScript />
      <p className={styles.summary}>
        {profile ? profileLine(profile) : 'Your store: not set. Pages show every starter’s steps.'}{' '}
        <Link to="/store">{profile ? 'Change or clear it' : 'Set your store'}</Link>
        {profile && (
          <>
            {' · '}
            <button type="button" className={styles.linkButton} disabled={!ready} onClick={clear}>
              Forget it
            </button>
          </>
        )}
      </p>
      <p className={styles.summary}>
        <label htmlFor={id}>Your starter</label>{' '}
        <StarterSelect
          id={id}
          value={profile?.starter ?? ''}
          disabled={!ready}
          onChoose={(choice) => {
            if (!choice) {
              if (profile) set({...profile, starter: null});
              setProblem(undefined);
              return;
            }
            setProblem(choice.problem);
            if (!choice.problem) set(choice.profile);
          }}
        />
        {!ready && <span className={styles.note}> Loading…</span>}
      </p>
      {other && (
        <p className={mismatch ? styles.offer : styles.summary} data-track-counterpart={other.route}>
          {mismatch
            ? `Your store is on the ${starterLabel(other.starter)}: `
            : `This step on the ${starterLabel(other.starter)}: `}
          <Link to={other.route} onClick={keepPlace}>
            {mismatch ? 'continue at the same step of its track' : 'the same step of its track'}
          </Link>
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {ready && !kept && (
        <p className={styles.note} role="status">
          This browser does not let the page keep it: it holds for this page only.
        </p>
      )}
    </div>
  );
}
