/**
 * "Showing @faststore/ui 1.9.11": the release whose props, signatures or schema the page shows. The
 * choice is remembered (local storage) for every page of that package's reference. Before the page's
 * scripts run, an inline script applies the remembered choice so the page paints in the reader's
 * release; the control itself is disabled until it works.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PackageKey} from '@site/src/lib/reference/client/marks';
import {referenceVersions, starterName} from '../data';
import {HTML_ATTRIBUTE, STORAGE_KEY, visibilityRules} from '../attributes';
import styles from './styles.module.css';

export interface VersionPickerProps {
  package: PackageKey;
}

function stored(pkg: PackageKey, versions: readonly string[]): string | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY(pkg));
    return value && versions.includes(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: the default release is shown
  }
}

/** Applies the remembered release before the first paint (the same steps as `stored` and `choose`). */
function restoreScript(pkg: PackageKey, versions: readonly string[], id: string): string {
  return (
    `(function(){try{var v=localStorage.getItem(${JSON.stringify(STORAGE_KEY(pkg))});` +
    `if(${JSON.stringify(versions)}.indexOf(v)<0)return;` +
    `document.documentElement.setAttribute(${JSON.stringify(HTML_ATTRIBUTE(pkg))},v);` +
    `var s=document.getElementById(${JSON.stringify(id)});if(s)s.value=v}catch(e){}})()`
  );
}

export default function VersionPicker({package: pkg}: VersionPickerProps): ReactNode {
  const versions = referenceVersions.versions[pkg];
  const shown = referenceVersions.defaults[pkg];
  const [version, setVersion] = useState(shown);
  const [ready, setReady] = useState(false);
  const id = `reference-version-${pkg}`;

  useEffect(() => {
    const value = stored(pkg, versions);
    if (value) {
      setVersion(value);
      document.documentElement.setAttribute(HTML_ATTRIBUTE(pkg), value);
    }
    setReady(true);
  }, [pkg, versions]);

  const choose = (value: string) => {
    setVersion(value);
    document.documentElement.setAttribute(HTML_ATTRIBUTE(pkg), value);
    try {
      window.localStorage.setItem(STORAGE_KEY(pkg), value);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  };

  const installedBy = (v: string) =>
    referenceVersions.starters.filter((s) => s.versions[pkg] === v).map((s) => starterName(s.repository));

  return (
    <div
      className={styles.picker}
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
      <script dangerouslySetInnerHTML={{__html: restoreScript(pkg, versions, id)}} />{' '}
      <Link to="/reference/changes">What changed between releases</Link>
    </div>
  );
}
