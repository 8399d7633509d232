/**
 * The rule every browser test runs under: a request for another host never leaves the machine, by name
 * or by address, and is recorded for the test to fail on, while the site's own server answers as usual.
 */
import {test, expect} from './fixtures';

const ELSEWHERE = ['https://faststore.invalid/pixel.png', 'http://203.0.113.7/beacon'];

// The two requests this test makes on purpose.
test.use({allowedExternal: /^(https:\/\/faststore\.invalid\/|http:\/\/203\.0\.113\.7\/)/});

test('a request for another host fails in the browser and is recorded; the local server answers', async ({
  page,
  externalRequests,
}) => {
  // The static server sends no content security policy, so only the network stands in the way.
  await page.goto('/faq');
  const outcomes = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, {mode: 'no-cors'}).then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ),
    [...ELSEWHERE, '/'],
  );
  expect(outcomes).toEqual(['failed', 'failed', 'answered']);
  await expect.poll(() => [...externalRequests].sort()).toEqual([...ELSEWHERE].sort());
});
