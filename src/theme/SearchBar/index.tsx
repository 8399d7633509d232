/**
 * Wrap: the search shortcuts (Ctrl+K, Cmd+K and /) on every platform. The local search plugin binds only one
 * keymap (Ctrl+K on Linux and Windows, Cmd+K on macOS); readers expect Ctrl+K and Cmd+K everywhere,
 * and `/` when they are not typing in a field. Escape leaves the search box. DocSearch (when
 * configured) has its own button and shortcuts: there is no input here then, and this does nothing.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const input = wrapper.current?.querySelector<HTMLInputElement>('input[type="search"], input');
      if (!input) return;
      const plainKey = !event.ctrlKey && !event.metaKey && !event.altKey;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.focus();
      } else if (event.key === '/' && plainKey && !isTyping(document.activeElement)) {
        event.preventDefault();
        input.focus();
      } else if (event.key === 'Escape' && document.activeElement === input) {
        input.blur();
      }
    }
    // Capture phase: the autocomplete stops Escape from bubbling while its list of results is open.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return (
    <div ref={wrapper} style={{display: 'contents'}}>
      <SearchBar {...props} />
    </div>
  );
}
