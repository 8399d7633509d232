/**
 * Launch arguments that keep every browser request on this machine without intercepting any. Chromium
 * sends whatever is not for the loopback address (which it never proxies) to a proxy on a local port
 * that nothing listens on, so such a request fails at once, with OFFLINE_FAILURE, and the fixtures
 * record it. Intercepting every request in the test runner instead (`context.route`) passes each one
 * through Node and turns the browser's HTTP cache off, which cost about a sixth of the every-route
 * axe pass.
 */
export const OFFLINE_ARGS = ['--proxy-server=http://127.0.0.1:9'];

/** How a request stopped by OFFLINE_ARGS fails, in Playwright's `request.failure()` and in the console. */
export const OFFLINE_FAILURE = 'net::ERR_PROXY_CONNECTION_FAILED';
