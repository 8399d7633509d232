/**
 * Draws one social card: the 1200×630 PNG that link previews (chat apps, social networks) show for a
 * page. It carries the page's title, the area of the documentation it belongs to and the FastStore
 * mark, in the portal's colours (src/css/custom.css) and in Roboto, the first freely licensed face
 * of the site's system font stack, shipped by the `@fontsource/roboto` package (SIL Open Font
 * License 1.1), so the build reads no font from the network or from the machine it runs on.
 *
 * satori lays the card out (text wrapping included) and turns the text into SVG paths; resvg turns
 * the SVG into a PNG on libuv's thread pool, so the next card is laid out meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import {renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {CARD_HEIGHT, CARD_WIDTH} from '../../lib/cardPath';

/** The dark navy of the announcement bar, the dark-mode primary and the light-mode primary. */
const COLORS = {
  background: '#14213d',
  title: '#ffffff',
  area: '#8fb0ff',
  footer: '#bfd3ff',
  stripe: '#1d4ed8',
};

export interface CardText {
  /** The page's own title, without the site name. */
  title: string;
  /** Where the page sits in the portal: "SDK reference", "Tutorial"… */
  area: string;
  /** The line at the bottom of the card, e.g. "Documentation for FastStore 1.9.10". */
  footer: string;
}

interface CardAssets {
  fonts: {name: string; data: Buffer; weight: 400 | 700; style: 'normal'}[];
  logo: string;
}

let assets: CardAssets | undefined;

function loadAssets(siteDir: string): CardAssets {
  if (assets) return assets;
  const fontDir = path.join(siteDir, 'node_modules/@fontsource/roboto');
  // Latin first, then Latin Extended for the accented names a title may hold; satori takes each
  // glyph from the first font that has it.
  const fonts = (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Roboto',
      data: fs.readFileSync(path.join(fontDir, 'files', `roboto-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  const logoSvg = fs.readFileSync(path.join(siteDir, 'static/img/logo-dark.svg'));
  assets = {fonts, logo: `data:image/svg+xml;base64,${logoSvg.toString('base64')}`};
  return assets;
}

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: {style?: Style; children?: Node | string | (Node | string)[]; [attribute: string]: unknown};
}
const h = (type: string, props: Node['props']): Node => ({type, props});

/** Long titles get a smaller size so that up to three lines fit; longer ones end in an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 56) return 64;
  return 52;
}

function cardTree({title, area, footer}: CardText, logo: string): Node {
  return h('div', {
    style: {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: COLORS.background,
      fontFamily: 'Roboto',
    },
    children: [
      h('div', {
        style: {display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 48px'},
        children: [
          h('div', {
            style: {display: 'flex', alignItems: 'center'},
            children: [
              h('img', {src: logo, width: 72, height: 72, style: {borderRadius: 16}}),
              h('div', {
                style: {marginLeft: 24, fontSize: 44, fontWeight: 700, color: COLORS.title},
                children: 'FastStore',
              }),
            ],
          }),
          h('div', {
            style: {display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1},
            children: [
              h('div', {
                style: {fontSize: 34, fontWeight: 700, color: COLORS.area, letterSpacing: 1, marginBottom: 16},
                children: area,
              }),
              h('div', {
                style: {
                  display: 'block',
                  lineClamp: 3,
                  fontSize: titleSize(title),
                  fontWeight: 700,
                  lineHeight: 1.15,
                  color: COLORS.title,
                },
                children: title,
              }),
            ],
          }),
          h('div', {style: {fontSize: 30, fontWeight: 400, color: COLORS.footer}, children: footer}),
        ],
      }),
      h('div', {style: {height: 16, backgroundColor: COLORS.stripe}}),
    ],
  });
}

/** The card as SVG, with its text already turned into paths. */
export async function cardSvg(text: CardText, siteDir: string): Promise<string> {
  const {fonts, logo} = loadAssets(siteDir);
  // satori's types ask for React elements; the plain {type, props} tree is what it reads from them.
  return satori(cardTree(text, logo) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
}

/** The card as a PNG file's bytes. */
export async function renderCard(text: CardText, siteDir: string): Promise<Buffer> {
  const image = await renderAsync(await cardSvg(text, siteDir), {
    fitTo: {mode: 'original'},
    font: {loadSystemFonts: false},
  });
  return image.asPng();
}
