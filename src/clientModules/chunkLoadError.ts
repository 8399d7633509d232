/**
 * When a page's module fails to load (a deploy replaced it, or the network dropped): the error and a Retry button.
 *
 * Docusaurus loads a page's modules before it hydrates the server HTML, and a failed load rejects that
 * promise with nothing to catch it: the reader keeps the static page, but its controls (colour mode,
 * search, live examples) never come to life and nothing says why. A client-side navigation whose
 * modules fail falls back to loading the page from the server, which ends in the same state when the
 * network is still failing. This module notices the failed load and says so, with a Retry button that
 * loads the page again. It uses plain DOM because React may be the thing that failed to start.
 */
import type {ClientModule} from '@docusaurus/types';

const ALERT_ID = 'chunk-load-error';

function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk \S+ failed/i.test(message));
}

function showAlert(reason: unknown): void {
  if (document.getElementById(ALERT_ID)) return;
  const alert = document.createElement('div');
  alert.id = ALERT_ID;
  alert.className = 'chunk-load-error';
  alert.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = 'Part of this page could not be loaded, so some of its controls may not work. ';
  const detail = document.createElement('span');
  detail.className = 'chunk-load-error__detail';
  detail.textContent = String((reason as {message?: unknown}).message ?? reason);
  text.append(detail);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--secondary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(text, retry);
  document.body.append(alert);
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showAlert(event.reason);
  });
}

const chunkLoadError: ClientModule = {};
export default chunkLoadError;
