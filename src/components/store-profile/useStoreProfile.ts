/**
 * The reader's profile in a component: read once the page runs, kept in sync between the controls of
 * a page (a picker and the profile line) and between tabs. Setting it stores it, when the browser
 * lets the page store anything, and applies it to <html> at once.
 */
import {useCallback, useEffect, useState} from 'react';
import SiteStorage from '@generated/site-storage';
import {referenceVersions} from '../reference/versions/data';
import {
  applyProfile,
  applyStarterTabs,
  clearProfile,
  loadProfile,
  saveProfile,
  STORAGE_KEY,
  type Coverage,
  type StoreProfile,
} from './profile';

export const coverage: Coverage = referenceVersions;

/** Dispatched on window when a control of this page changes the profile. */
const CHANGE_EVENT = 'faststore-docs:store-change';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: the profile holds for this page only
  }
}

export interface StoreProfileState {
  profile: StoreProfile | undefined;
  /** False until the page runs: the controls are disabled until then. */
  ready: boolean;
  /** False when the browser refused to keep the last change (it holds for this page only). */
  kept: boolean;
  set: (profile: StoreProfile) => void;
  clear: () => void;
}

export default function useStoreProfile(): StoreProfileState {
  const [profile, setProfile] = useState<StoreProfile | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [kept, setKept] = useState(true);

  useEffect(() => {
    const s = storage();
    setProfile(s ? loadProfile(s, coverage) : undefined);
    setReady(true);
    const onChange = (event: Event) => {
      if (event instanceof StorageEvent && event.key !== STORAGE_KEY) return;
      const current =
        event instanceof CustomEvent ? (event.detail as StoreProfile | undefined) : s && loadProfile(s, coverage);
      setProfile(current);
      applyProfile(document.documentElement, current, coverage);
      // The starter tabs of this page and of the next one follow: Docusaurus' tabs listen to storage
      // events, which a page's own writes do not fire, so it is fired as Docusaurus' own writes do.
      const tabs = applyStarterTabs(document.documentElement, s, current, SiteStorage.namespace);
      if (tabs && tabs.oldValue !== tabs.newValue)
        window.dispatchEvent(new StorageEvent('storage', {...tabs, storageArea: s, url: window.location.href}));
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, []);

  // Kept (or cleared) in storage, then announced to every control of the page.
  const set = useCallback((next: StoreProfile | undefined) => {
    const s = storage();
    setKept(s ? (next ? saveProfile(s, next) : clearProfile(s)) : false);
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, {detail: next}));
  }, []);
  const clear = useCallback(() => set(undefined), [set]);

  return {profile, ready, kept, set, clear};
}
