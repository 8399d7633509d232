/**
 * Content images that are not links can be zoomed: attached 1000 ms after the
 * route change, closed after more than 40 px of scrolling, white or dark grey overlay by colour mode.
 */
import {test, expect, animationsSettled, scrollHandled, switchToDark} from './fixtures';

/** How long after a route change the page attaches zoom (src/clientModules/imageZoom.ts). */
const ATTACH_DELAY_MS = 1000;

const ZOOM_PAGE = '/tutorials/fundamentals/2';
const LINKED_IMAGE_PAGE = '/resources';

test('an unlinked content image zooms after the delay and closes after 41 px of scrolling', async ({page}) => {
  // The page's clock stands still until the test moves it: the delay is checked, not raced.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(ZOOM_PAGE, {waitUntil: 'domcontentloaded'});
  const image = page.locator('article img:not(a img)').first();
  await expect(image).toBeVisible();
  await expect(image).not.toHaveClass(/medium-zoom-image/);
  await page.clock.resume();
  await page.clock.runFor(ATTACH_DELAY_MS);
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await animationsSettled(page); // the opening animation
  await scrollHandled(page, 41);
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
});

test('the overlay is dark grey in dark mode', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  await switchToDark(page);
  const image = page.locator('article img:not(a img)').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(43, 43, 43)');
});

test('a small scroll (40 px) keeps it open', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  const image = page.locator('article img:not(a img)').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await animationsSettled(page);
  await scrollHandled(page, 20);
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
});

test('an image inside a link is not zoomable', async ({page}) => {
  // The page's clock is moved past the attach delay instead of waiting for it and hoping it was enough.
  await page.clock.install();
  await page.goto(LINKED_IMAGE_PAGE);
  const linked = page.locator('article a img').first();
  await expect(linked).toBeVisible();
  await page.clock.runFor(ATTACH_DELAY_MS);
  await page.waitForLoadState('networkidle'); // medium-zoom's chunk, when the page has images to zoom
  await expect(linked).not.toHaveClass(/medium-zoom-image/);
});

test('switching the colour mode after the zoom is attached changes the overlay too', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  const image = page.locator('article img:not(a img)').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await switchToDark(page);
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(43, 43, 43)');
});
