/**
 * Keeps Tab and Shift+Tab inside an open dialog (the survey, the search): from its last control the
 * focus goes back to the first, and from the first to the last, so keyboard users never land on the
 * page behind it.
 */
export function wrapTabFocus(
  event: {key: string; shiftKey: boolean; preventDefault(): void},
  focusable: readonly HTMLElement[],
): void {
  if (event.key !== 'Tab' || focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
