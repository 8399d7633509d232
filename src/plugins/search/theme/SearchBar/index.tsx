/**
 * The navbar's search button for the local search. The dialog's code loads when the reader points at,
 * focuses or touches the button, or presses a shortcut: Ctrl+K or Cmd+K on every platform, and `/` when
 * not typing in a field. Nothing of the search is downloaded with the page.
 */
import React, {Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDevIndex} from '@site/src/components/search/devIndex';
import styles from './styles.module.css';

const loadModal = () => import('@site/src/components/search/SearchModal');
const SearchModal = lazy(loadModal);

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

export default function SearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  /** Whether the dialog has mounted and focused its input; keys typed before that are kept for it. */
  const ready = useRef(false);
  // Under `npm start` without a build there is no index to download; the dialog says so.
  const devIndex = useDevIndex();

  const prepare = useCallback(() => void loadModal(), []);

  const show = useCallback(() => {
    // Pagefind's script and WebAssembly start downloading while the dialog renders.
    void loadModal().then((m) => devIndex !== 'none' && m.prepareSearch(baseUrl));
    setOpen(true);
  }, [baseUrl, devIndex]);

  const markReady = useCallback(() => {
    ready.current = true;
  }, []);

  const close = useCallback(() => {
    ready.current = false;
    setOpen(false);
    setInitialQuery('');
    button.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (open) {
        // The dialog's code may still be downloading: what the reader types meanwhile becomes its query.
        if (!ready.current && plainKey && event.key.length === 1) {
          event.preventDefault();
          setInitialQuery((query) => query + event.key);
        }
        return;
      }
      const ctrlK =
        (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      if (ctrlK || (event.key === '/' && plainKey && !isTyping(document.activeElement))) {
        event.preventDefault();
        show();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={show}
        onKeyDown={(event) => {
          // A letter typed on the focused button starts the query with it.
          if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
            event.preventDefault();
            setInitialQuery(event.key);
            show();
          }
        }}
      >
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 1.733a7.533 7.533 0 0110.653 12.653z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.keys}>Ctrl K</kbd>
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchModal initialQuery={initialQuery} onClose={close} onReady={markReady} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
