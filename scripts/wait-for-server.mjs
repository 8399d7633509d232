/**
 * Waits for a server that a test or the benchmark has just started: resolves once `url` answers with
 * a success status, asking every 100 ms, and fails after `timeoutMs` with `message`, so a server
 * that never comes up stops the run with its name instead of a connection error later.
 *
 * @param {string} url
 * @param {{timeoutMs?: number, message?: string}} [options]
 * @returns {Promise<void>}
 */
export async function waitForServer(url, {timeoutMs = 10_000, message = `${url} did not answer`} = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    if (Date.now() >= deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
