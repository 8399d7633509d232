/**
 * Moves focus into react-live's editor once it has replaced the static code the reader focused or
 * clicked (a live example's, or the playground's).
 */
import {useEffect, type RefObject} from 'react';

export default function FocusEditor({within}: {within: RefObject<HTMLElement | null>}): null {
  useEffect(() => {
    const editor = within.current?.querySelector<HTMLElement>('[contenteditable]');
    if (!editor) return undefined;
    editor.focus();
    // The editor renders once more as it settles, and turning editing back on drops the focus to the
    // page: give it back, until the reader does something (or a few seconds have passed).
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget === null)
        requestAnimationFrame(() => {
          if (document.activeElement === document.body) editor.focus();
        });
    };
    const stop = () => {
      editor.removeEventListener('blur', onBlur);
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    editor.addEventListener('blur', onBlur);
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    const timer = setTimeout(stop, 5000);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [within]);
  return null;
}
