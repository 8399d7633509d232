/** Starter submissions go through the shared outbox (src/lib/outbox.ts): kept until a 2xx answer. */
import {createOutbox, retryOutbox, type Outbox} from '@site/src/lib/outbox';

const STARTER_OUTBOX_KEY = 'faststore-docs:starter-outbox';

let outbox: Outbox | undefined;
export const starterOutbox = (): Outbox => (outbox ??= createOutbox(STARTER_OUTBOX_KEY));

/** Retry queued submissions now and whenever the browser comes back online; returns the cleanup. */
export function startStarterRetries(): () => void {
  return retryOutbox(starterOutbox());
}
