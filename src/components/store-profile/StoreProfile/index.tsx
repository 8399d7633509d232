/**
 * Where a reader sets their store, on /store: choose a pinned starter (its releases come with it),
 * pick each package's release, or give the store's package.json and lockfile, read in this browser.
 * Only a complete, covered profile is kept; everything else is a message saying what is missing.
 */
import React, {useRef, useState, type ReactNode} from 'react';
import {PACKAGE_KEYS, type PackageKey} from '@faststore-docs/shared/reference/marks';
import {MAX_FILE_TEXT, profileFromFiles, readStoreFile, type ReadFile, type StoreFile} from '../files';
import {ApplyProfileScript, StarterSelect} from '../parts';
import {checkProfile, profileLine, type Releases} from '../profile';
import useStoreProfile, {coverage} from '../useStoreProfile';
import styles from '../styles.module.css';

interface Message {
  kind: 'done' | 'problem' | 'waiting';
  text: string;
}

export default function StoreProfile(): ReactNode {
  const {profile, ready, kept, set, clear} = useStoreProfile();
  const [message, setMessage] = useState<Message>();
  const [picked, setPicked] = useState<Releases>();
  const [dragging, setDragging] = useState(false);
  const read = useRef<ReadFile[]>([]);
  const releases = picked ?? profile?.releases ?? {};

  const keep = (next: Parameters<typeof set>[0], how: string) => {
    set(next);
    setPicked(undefined);
    setMessage({kind: 'done', text: `${profileLine(next)} (${how}).`});
  };

  const readFiles = async (files: StoreFile[]) => {
    for (const file of files) {
      const result = await readStoreFile(file);
      if ('problem' in result) {
        setMessage({kind: 'problem', text: result.problem});
        return;
      }
      read.current = [...read.current, result];
    }
    const outcome = profileFromFiles(read.current, coverage, profile?.starter ?? null);
    if ('waiting' in outcome) {
      setMessage({kind: 'waiting', text: outcome.waiting});
      return;
    }
    read.current = [];
    if ('profile' in outcome) keep(outcome.profile, `read from your ${outcome.from}`);
    else setMessage({kind: 'problem', text: outcome.problem});
  };

  const fromList = (list: FileList | null | undefined) =>
    list && list.length > 0 ? void readFiles([...list]) : undefined;

  return (
    <section className={styles.profile} data-store-profile="" aria-labelledby="store-profile-title">
      <ApplyProfileScript />
      <h2 id="store-profile-title">Your store</h2>
      <p className={styles.current} data-store-profile-current="">
        {profile
          ? profileLine(profile)
          : 'Not set: guides show every starter’s steps in their written order, and the reference shows the releases the tutorials’ starter installs.'}
      </p>
      <p>
        Nothing leaves this page: files are read in your browser, and only the starter’s name and the releases are kept,
        in this browser’s local storage.
      </p>
      {!ready && <p className={styles.note}>Loading…</p>}

      <h3>Start from a starter</h3>
      <p>
        <label htmlFor="store-profile-starter">Your starter</label>{' '}
        <StarterSelect
          id="store-profile-starter"
          value={profile?.starter ?? ''}
          disabled={!ready}
          onChoose={(choice) => {
            if (!choice) return;
            if (choice.problem) setMessage({kind: 'problem', text: choice.problem});
            else keep(choice.profile, `the releases the ${choice.starter} starter installs`);
          }}
        />
      </p>

      <h3>Or pick each release</h3>
      <div className={styles.releases}>
        {PACKAGE_KEYS.map((pkg: PackageKey) => (
          <p key={pkg}>
            <label htmlFor={`store-profile-${pkg}`}>
              <code>@faststore/{pkg}</code>
            </label>{' '}
            <select
              id={`store-profile-${pkg}`}
              value={releases[pkg] ?? ''}
              disabled={!ready}
              onChange={(event) => setPicked({...releases, [pkg]: event.target.value || undefined})}
            >
              <option value="">Not in my store</option>
              {[...coverage.versions[pkg]].reverse().map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </p>
        ))}
        <p>
          <button
            type="button"
            className={`button button--secondary button--sm${picked ? '' : ' disabled'}`}
            disabled={!ready}
            // Not `disabled` once saved: a disabled button loses focus, which drops to the top of the page.
            aria-disabled={!picked}
            onClick={() => {
              if (!picked) return;
              const checked = checkProfile({starter: profile?.starter ?? null, releases}, coverage);
              if (checked.profile) keep(checked.profile, 'releases picked by hand');
              else setMessage({kind: 'problem', text: checked.problem});
            }}
          >
            Save these releases
          </button>
        </p>
      </div>

      <h3>Or read your store’s files</h3>
      <p>
        Your store’s <code>package.json</code> (it tells which starter the store came from) and its lockfile:{' '}
        <code>yarn.lock</code>, <code>package-lock.json</code> or <code>pnpm-lock.yaml</code>, up to {MAX_FILE_TEXT}{' '}
        each. Drop them here, choose them, or paste one’s content.
      </p>
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        data-store-profile-drop=""
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (ready) fromList(event.dataTransfer.files);
        }}
      >
        <p>
          <label htmlFor="store-profile-files">Choose package.json and a lockfile</label>{' '}
          <input
            id="store-profile-files"
            type="file"
            multiple
            accept=".json,.lock,.yaml,.yml"
            disabled={!ready}
            onChange={(event) => {
              fromList(event.target.files);
              event.target.value = '';
            }}
          />
        </p>
        <p>
          <label htmlFor="store-profile-paste">Or paste a file’s content</label>
          <textarea
            id="store-profile-paste"
            rows={2}
            value=""
            disabled={!ready}
            placeholder="Paste package.json or the lockfile here"
            onChange={() => undefined}
            onPaste={(event) => {
              event.preventDefault();
              if (event.clipboardData.files.length > 0) return fromList(event.clipboardData.files);
              const text = event.clipboardData.getData('text');
              void readFiles([
                {name: 'The pasted text', size: new Blob([text]).size, text: () => Promise.resolve(text)},
              ]);
            }}
          />
        </p>
      </div>

      <div aria-live="polite" data-store-profile-message="">
        {message && (
          <p className={message.kind === 'problem' ? styles.problem : styles.done}>
            {message.kind === 'problem' ? 'Not saved: ' : ''}
            {message.text}
          </p>
        )}
        {ready && !kept && (
          <p className={styles.note}>This browser does not let the page keep it: it holds for this page only.</p>
        )}
      </div>

      <p>
        <button
          type="button"
          className={`button button--outline button--secondary button--sm${profile ? '' : ' disabled'}`}
          disabled={!ready}
          // As for saving: the button keeps focus once it has nothing left to clear.
          aria-disabled={!profile}
          onClick={() => {
            if (!profile) return;
            clear();
            read.current = [];
            setPicked(undefined);
            setMessage({kind: 'done', text: 'Your store is cleared: pages show what they show by default.'});
          }}
        >
          Clear my store
        </button>
      </p>
    </section>
  );
}
