/**
 * "Your store: Next.js starter · ui 1.9.10 · sdk 1.9.10 · api 1.9.7" at the top of a page whose
 * content differs by starter: a guide with a section for the Next.js starter (which then comes
 * first), the quickstart, and a step of the Gatsby or Next.js tutorial track, where it also links
 * the same step and section of the other track. The starter can be switched here; everything else is
 * set on /store. The remark pass `starterSections` puts it on those pages.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {counterpart, trackOf} from '@site/src/data/trackMap';
import {ApplyProfileScript, StarterSelect} from '../parts';
import {profileLine, starterLabel} from '../profile';
import useStoreProfile from '../useStoreProfile';
import styles from '../styles.module.css';
// The guides' section order: only the pages this line is on need it, and it loads with them, before they paint.
import './sections.css';

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
  const {pathname, hash} = useLocation();
  const [place, setPlace] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const other = counterpart(pathname);
  const track = trackOf(pathname);
  const id = 'store-profile-line-starter';
  const mismatch = other && track && profile?.starter === other.starter;

  // The reader's place: the section they reached reading down the page, kept while they scroll back
  // up to this line to follow the link (scrolling up does not move it), so the other track opens at
  // that section.
  const otherRoute = other?.route;
  useEffect(() => setPlace(hash ? decodeURIComponent(hash.slice(1)) : undefined), [hash]);
  useEffect(() => {
    if (!otherRoute) return undefined;
    let frame = 0;
    let last = window.scrollY;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const down = window.scrollY > last;
        last = window.scrollY;
        const section = sectionInView();
        if (down && section) setPlace(section);
      });
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [otherRoute]);
  const target = other && counterpart(pathname, place);
  const to = target ? `${target.route}${target.section ? `#${target.section}` : ''}` : undefined;

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
          <Link to={to}>{mismatch ? 'continue at the same step of its track' : 'the same step of its track'}</Link>
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
