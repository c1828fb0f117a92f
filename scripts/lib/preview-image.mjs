/**
 * Link previews' images: a page's preview card (the shell's server code reads it, public data
 * only) drawn as a 1200×630 PNG with satori (layout to SVG) and resvg (SVG to PNG), in the Inter
 * font of the @fontsource/inter package (nothing is downloaded while serving).
 *
 * An image's address carries its card's version (/preview/event/<id>/<version>.png): a new number
 * of places is a new address, so chats that keep images by address show the new one. An address
 * whose version is no longer the card's is redirected to the current one.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
export const PREVIEW_SIZE = { width: 1200, height: 630 };
/** Images drawn, by address (a version's image never changes): ~20–40 KB each. */
const CACHED_IMAGES = 200;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const COLOURS = {
  background: '#0b0f14',
  text: '#f3f6fa',
  muted: '#aab4c0',
  accent: '#c8f53c',
  open: { background: '#c8f53c', text: '#0b0f14' },
  full: { background: '#ffb547', text: '#0b0f14' },
  stopped: { background: '#ff6b6b', text: '#0b0f14' },
};

let fonts;
/** Inter's Latin and Latin Extended subsets (every pt-BR letter), regular and bold. */
function loadFonts() {
  fonts ??= Promise.all(
    ['latin', 'latin-ext'].flatMap((subset) =>
      [400, 700].map(async (weight) => ({
        name: 'Inter',
        weight,
        style: 'normal',
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

const box = (style, children) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } });

/** The card's layout: the sport over the title, day and time, place, and the highlight as a badge. */
function cardTree(card) {
  const tone = COLOURS[card.tone] ?? COLOURS.open;
  // The margins as sizes: satori adds a padding to the width given.
  return box({ width: PREVIEW_SIZE.width, height: PREVIEW_SIZE.height, background: COLOURS.background, color: COLOURS.text, fontFamily: 'Inter' }, [
    box(
    { width: PREVIEW_SIZE.width - 2 * 72, height: PREVIEW_SIZE.height - 2 * 60, margin: '60px 72px', flexDirection: 'column', justifyContent: 'space-between' },
    [
      box({ flexDirection: 'column', gap: 20 }, [
        box({ alignItems: 'center', gap: 16, fontSize: 34, fontWeight: 700, color: COLOURS.accent }, [
          box({ width: 20, height: 20, borderRadius: 10, background: COLOURS.accent }, []),
          box({}, card.kicker),
        ]),
        // Long texts end in '…' on their last line (a title in 2 lines, each other line in 2).
        box({ display: 'block', fontSize: 68, fontWeight: 700, lineHeight: 1.1, lineClamp: 2 }, card.title),
        box({ flexDirection: 'column', gap: 10, fontSize: 34, color: COLOURS.muted }, card.lines.map((line) => box({ display: 'block', lineClamp: 2 }, line))),
      ]),
      box({ alignItems: 'center', justifyContent: 'space-between' }, [
        box({ padding: '14px 28px', borderRadius: 999, background: tone.background, color: tone.text, fontSize: 40, fontWeight: 700 }, card.highlight),
        box({ fontSize: 36, fontWeight: 700 }, 'Quadra'),
      ]),
    ],
    ),
  ]);
}

/** A preview card as a PNG of PREVIEW_SIZE. */
export async function previewPng(card) {
  const svg = await satori(cardTree(card), { ...PREVIEW_SIZE, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_SIZE.width } }).render().asPng();
}

/**
 * The shell's server route for `/preview/*`: `serverModule.previewImageCard(path, config)` gives
 * the card of the page the address names as it is now, with its current address.
 */
export function previewImageRoute({ serverModule, configFile }) {
  const images = new Map();
  return async (request, reply) => {
    const pathname = request.url.split('?')[0];
    let found;
    try {
      found = await serverModule.previewImageCard(pathname, JSON.parse(await readFile(configFile, 'utf8')));
    } catch (error) {
      request.log.warn({ err: error }, 'preview card not read');
      return reply.code(502).type('text/plain').send('Prévia indisponível');
    }
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    if (found.path !== pathname) return reply.code(302).header('Cache-Control', 'no-cache').redirect(found.path);
    if (!images.has(pathname)) {
      if (images.size >= CACHED_IMAGES) images.delete(images.keys().next().value);
      images.set(pathname, previewPng(found.card));
    }
    try {
      const png = await images.get(pathname);
      return reply.type('image/png').header('Cache-Control', IMMUTABLE).send(png);
    } catch (error) {
      images.delete(pathname);
      throw error;
    }
  };
}
