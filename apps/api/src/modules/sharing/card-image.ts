import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * The 1200×630 PNG a shared link shows (docs/decisions/0047-shared-links.md): drawn by satori
 * (HTML and CSS to SVG) and resvg (SVG to PNG) with Noto Sans, whose latin, latin-ext and
 * vietnamese subsets come from the @fontsource/noto-sans package (no font is fetched at run
 * time). Both are loaded on the first card drawn, so they cost the start nothing.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Changes every stored card when the drawing itself changes. */
const CARD_VERSION = 4;
const PAD_X = 64;
const PAD_Y = 56;

/** What one card shows: enough to draw it, and its hash names the stored image. */
export interface CardModel {
  kind: 'track' | 'post' | 'profile';
  /** A small line above the title (the industry, "Post", "Profile"). */
  eyebrow: string;
  title: string;
  /** Up to a few lines under the title (skills, the post's first lines, the headline). */
  lines: string[];
  /** Small chips along the bottom (top skills, tracks). */
  chips: string[];
  /** Who it is by, with their photo drawn in a circle, else their initial. */
  author: string;
  /** The stored key of the author's photo, if any: a new photo is a new key, so a new card. */
  photo?: string | null;
  /** A post's first photo (its stored key), drawn on the card's right. */
  picture?: string | null;
}

/** The first photo's place on a post's card: the right of the card, its full height. */
export const PICTURE = { width: 400, height: CARD_HEIGHT - 2 * PAD_Y, gap: 40 } as const;

export const cardHash = (model: CardModel) =>
  createHash('sha256')
    .update(JSON.stringify({ v: CARD_VERSION, ...model }))
    .digest('hex')
    .slice(0, 32);

const SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

let fonts: Font[] | undefined;
function loadFonts(): Font[] {
  const require = createRequire(import.meta.url);
  fonts ??= SUBSETS.flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      // One family per subset: satori falls back from one family to the next per character.
      name: `Noto ${subset}`,
      data: readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}
const FAMILY = SUBSETS.map((subset) => `Noto ${subset}`).join(', ');

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; src?: string; width?: number; height?: number };
};
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children },
});
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The author's photo in a circle (a PNG data URI), else their initial on the brand colour. */
function avatar(model: CardModel, photo: string | undefined, brand: string): Node {
  const circle = { width: 56, height: 56, borderRadius: 999 };
  if (photo)
    return { type: 'img', props: { src: photo, width: 56, height: 56, style: { ...circle, objectFit: 'cover' } } };
  return h(
    'div',
    { ...circle, background: brand, alignItems: 'center', justifyContent: 'center', fontSize: 28, fontWeight: 700 },
    (model.author.trim()[0] ?? '?').toUpperCase(),
  );
}

function layout(model: CardModel, photo: string | undefined, picture: string | undefined): Node {
  const brand = '#4f46e5';
  const width = CARD_WIDTH - 2 * PAD_X;
  const text = h(
    'div',
    {
      width: picture ? width - PICTURE.width - PICTURE.gap : width,
      flexDirection: 'column',
      justifyContent: 'space-between',
    },
    [
      h('div', { flexDirection: 'column', gap: 18 }, [
        h('div', { fontSize: 28, color: '#a5b4fc', fontWeight: 700 }, cut(model.eyebrow, 70)),
        // Beside a photo the title has less room: smaller, and cut sooner.
        h(
          'div',
          { fontSize: picture ? 52 : 64, fontWeight: 700, lineHeight: 1.15 },
          cut(model.title, picture ? 70 : 90),
        ),
        ...model.lines.slice(0, 3).map((line) => h('div', { fontSize: 30, color: '#cbd5e1' }, cut(line, 80))),
      ]),
      h('div', { flexDirection: 'column', gap: 24 }, [
        h(
          'div',
          { flexWrap: 'wrap', gap: 12 },
          model.chips
            .slice(0, 4)
            .map((chip) =>
              h(
                'div',
                { fontSize: 24, padding: '8px 18px', borderRadius: 999, background: '#312e81', color: '#e0e7ff' },
                cut(chip, 32),
              ),
            ),
        ),
        h('div', { justifyContent: 'space-between', alignItems: 'center' }, [
          h('div', { alignItems: 'center', gap: 16 }, [
            avatar(model, photo, brand),
            h('div', { fontSize: 30, fontWeight: 700 }, cut(model.author, 40)),
          ]),
          h('div', { alignItems: 'center', gap: 12, fontSize: 36, fontWeight: 700 }, [
            h('div', { width: 16, height: 40, background: brand, borderRadius: 4 }),
            'Ladder',
          ]),
        ]),
      ]),
    ],
  );
  const image: Node | null = picture
    ? {
        type: 'img',
        props: {
          src: picture,
          width: PICTURE.width,
          height: PICTURE.height,
          style: { borderRadius: 24, objectFit: 'cover' },
        },
      }
    : null;
  return h(
    'div',
    {
      // The padding is outside the width and height (satori's boxes are content-box).
      width,
      height: CARD_HEIGHT - 2 * PAD_Y,
      gap: PICTURE.gap,
      padding: `${PAD_Y}px ${PAD_X}px`,
      background: 'linear-gradient(135deg, #0f172a 0%, #1e1b4b 100%)',
      color: '#f8fafc',
      fontFamily: FAMILY,
    },
    image ? [text, image] : [text],
  );
}

/**
 * Draws a card, with the author's photo and a post's first photo when their bytes are given (any
 * format sharp reads).
 * `missing` hears of every piece of text no font could draw (a test checks that Vietnamese with
 * every diacritic has none).
 */
export async function drawCard(
  model: CardModel,
  missing?: (text: string) => void,
  photoBytes?: Buffer,
  pictureBytes?: Buffer,
): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  // satori reads PNG and JPEG, not the WebP photos are stored in: a small PNG, twice the circle.
  const photo = photoBytes
    ? `data:image/png;base64,${(await sharp(photoBytes).resize(112, 112, { fit: 'cover' }).png().toBuffer()).toString('base64')}`
    : undefined;
  // Twice its place on the card, as JPEG (satori reads no WebP).
  const picture = pictureBytes
    ? `data:image/jpeg;base64,${(
        await sharp(pictureBytes)
          .resize(PICTURE.width * 2, PICTURE.height * 2, { fit: 'cover' })
          .jpeg({ quality: 80 })
          .toBuffer()
      ).toString('base64')}`
    : undefined;
  const svg = await satori(layout(model, photo, picture) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
    loadAdditionalAsset: async (_code: string, segment: string) => {
      missing?.(segment);
      return [];
    },
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
