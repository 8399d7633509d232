/**
 * Content images that are not links can be zoomed: attached 1000 ms after the
 * route change, closed after more than 40 px of scrolling, white or dark grey overlay by colour mode.
 */
import {test, expect} from './fixtures';

const ZOOM_PAGE = '/tutorials/fundamentals/2';
const LINKED_IMAGE_PAGE = '/resources';

test('an unlinked content image zooms after the delay and closes after 41 px of scrolling', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  const image = page.locator('article img:not(a img)').first();
  await expect(image).toBeVisible();
  await expect(image).not.toHaveClass(/medium-zoom-image/);
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await image.scrollIntoViewIfNeeded();
  await image.click();
  const overlay = page.locator('.medium-zoom-overlay');
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await expect(overlay).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.waitForTimeout(400); // the opening animation
  await page.evaluate(() => window.scrollBy(0, 41));
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
});

test('the overlay is dark grey in dark mode', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
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
  await page.waitForTimeout(400);
  await page.evaluate(() => window.scrollBy(0, 20));
  await page.waitForTimeout(200);
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
});

test('an image inside a link is not zoomable', async ({page}) => {
  await page.goto(LINKED_IMAGE_PAGE);
  const linked = page.locator('article a img').first();
  await expect(linked).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(linked).not.toHaveClass(/medium-zoom-image/);
});

test('switching the colour mode after the zoom is attached changes the overlay too', async ({page}) => {
  await page.goto(ZOOM_PAGE);
  const image = page.locator('article img:not(a img)').first();
  await expect(image).toHaveClass(/medium-zoom-image/, {timeout: 3000});
  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await image.scrollIntoViewIfNeeded();
  await image.click();
  await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(43, 43, 43)');
});
