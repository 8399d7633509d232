/**
 * Image zoom: content images that are not inside a link can be zoomed.
 * medium-zoom is attached 1000 ms after each route change, so it never competes with the page's first
 * paint, and is loaded only then. It closes itself after 40 px of scrolling (its `scrollOffset`);
 * the overlay is white in light mode and dark grey in dark mode, following mode changes.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';

const ZOOM_ATTACH_DELAY_MS = 1000;
const ZOOM_CLOSE_SCROLL_PX = 40;
const BACKGROUND = {light: '#ffffff', dark: '#2b2b2b'} as const;

let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let themeObserver: MutationObserver | undefined;

const background = () => (document.documentElement.dataset.theme === 'dark' ? BACKGROUND.dark : BACKGROUND.light);

function zoomableImages(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('.markdown img, article img')].filter(
    (img) => !img.closest('a'),
  );
}

async function attach() {
  const images = zoomableImages();
  if (images.length === 0) return;
  const {default: mediumZoom} = await import('medium-zoom');
  zoom = mediumZoom(images, {background: background(), scrollOffset: ZOOM_CLOSE_SCROLL_PX, margin: 24});
  themeObserver = new MutationObserver(() => zoom?.update({background: background()}));
  themeObserver.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
}

function detach() {
  clearTimeout(timer);
  themeObserver?.disconnect();
  zoom?.detach();
  zoom = undefined;
  themeObserver = undefined;
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    detach();
    timer = setTimeout(() => void attach(), ZOOM_ATTACH_DELAY_MS);
  },
};

export default imageZoom;
