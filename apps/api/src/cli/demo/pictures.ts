import sharp from 'sharp';
import type { Shape } from './posts';
import { intBetween, pick, type Rng } from './random';

/** The demo's pictures, drawn as SVG and rendered by sharp: nothing downloaded, nothing shipped. */

const PALETTES: [string, string][] = [
  ['#ff9a9e', '#fad0c4'],
  ['#a18cd1', '#fbc2eb'],
  ['#84fab0', '#8fd3f4'],
  ['#f6d365', '#fda085'],
  ['#5ee7df', '#b490ca'],
  ['#a1c4fd', '#c2e9fb'],
  ['#667eea', '#764ba2'],
  ['#43e97b', '#38f9d7'],
  ['#fa709a', '#fee140'],
  ['#30cfd0', '#330867'],
  ['#4facfe', '#00f2fe'],
  ['#0ba360', '#3cba92'],
  ['#f83600', '#f9d423'],
  ['#2b5876', '#4e4376'],
  ['#ee9ca7', '#ffdde1'],
  ['#11998e', '#38ef7d'],
];

const svg = (width: number, height: number, from: string, to: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
  `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`;

const round = (value: number) => Math.round(value);

function bubbles(rng: Rng, w: number, h: number): string {
  let body = '';
  for (let i = intBetween(rng, 6, 12); i > 0; i -= 1) {
    const r = round((0.05 + rng() * 0.25) * Math.min(w, h));
    body += `<circle cx="${round(rng() * w)}" cy="${round(rng() * h)}" r="${r}" fill="#ffffff" fill-opacity="${(0.08 + rng() * 0.2).toFixed(2)}"/>`;
  }
  return body;
}

function waves(rng: Rng, w: number, h: number): string {
  let body = '';
  for (let layer = 0; layer < 3; layer += 1) {
    const base = h * (0.45 + layer * 0.17);
    const amp = h * (0.05 + rng() * 0.08);
    body +=
      `<path d="M0 ${round(base)} C ${round(w * 0.25)} ${round(base - amp)}, ${round(w * 0.5)} ${round(base + amp)}, ${round(w * 0.75)} ${round(base)}` +
      ` S ${w} ${round(base - amp)}, ${w} ${round(base)} L ${w} ${h} L 0 ${h} Z" fill="#ffffff" fill-opacity="${(0.12 + layer * 0.08).toFixed(2)}"/>`;
  }
  return body;
}

function mountains(rng: Rng, w: number, h: number): string {
  let body = `<circle cx="${round(w * (0.2 + rng() * 0.6))}" cy="${round(h * 0.28)}" r="${round(h * 0.09)}" fill="#fffbe6" fill-opacity="0.85"/>`;
  for (let layer = 0; layer < 3; layer += 1) {
    const top = h * (0.35 + layer * 0.15);
    const points = [`0,${h}`];
    for (let x = 0; x <= w; x += w / 6) {
      points.push(`${round(x)},${round(top + rng() * h * 0.18)}`);
    }
    points.push(`${w},${h}`);
    body += `<polygon points="${points.join(' ')}" fill="#1e2a3a" fill-opacity="${(0.25 + layer * 0.2).toFixed(2)}"/>`;
  }
  return body;
}

/** A card with a bar chart: the kind of picture career posts share. */
function chart(rng: Rng, w: number, h: number): string {
  const cardX = round(w * 0.1);
  const cardY = round(h * 0.12);
  const cardW = round(w * 0.8);
  const cardH = round(h * 0.76);
  let body = `<rect x="${cardX}" y="${cardY}" width="${cardW}" height="${cardH}" rx="${round(h * 0.04)}" fill="#ffffff" fill-opacity="0.9"/>`;
  body += `<rect x="${cardX + round(cardW * 0.08)}" y="${cardY + round(cardH * 0.1)}" width="${round(cardW * 0.35)}" height="${round(cardH * 0.06)}" rx="6" fill="#334155" fill-opacity="0.7"/>`;
  const bars = intBetween(rng, 5, 8);
  const gap = (cardW * 0.84) / bars;
  for (let i = 0; i < bars; i += 1) {
    const barH = cardH * (0.15 + rng() * 0.5);
    body += `<rect x="${round(cardX + cardW * 0.08 + i * gap)}" y="${round(cardY + cardH * 0.88 - barH)}" width="${round(gap * 0.6)}" height="${round(barH)}" rx="6" fill="url(#g)"/>`;
  }
  return body;
}

function stripes(rng: Rng, w: number, h: number): string {
  let body = '';
  const step = round(Math.max(w, h) / intBetween(rng, 6, 10));
  for (let x = -h; x < w + h; x += step * 2) {
    body += `<polygon points="${x},0 ${x + step},0 ${x + step - h},${h} ${x - h},${h}" fill="#ffffff" fill-opacity="0.12"/>`;
  }
  return body;
}

const PATTERNS = [bubbles, waves, mountains, chart, stripes];

async function render(width: number, height: number, overlay: string, background: string, png = false) {
  const image = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: Buffer.from(overlay), top: 0, left: 0 },
  ]);
  return png ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

export function postImage(rng: Rng, shape: Shape, png: boolean): Promise<Buffer> {
  const [from, to] = pick(rng, PALETTES);
  const [w, h] = shape === 'landscape' ? [1200, 800] : [1080, 1080];
  return render(w, h, svg(w, h, from, to, pick(rng, PATTERNS)(rng, w, h)), from, png);
}

/**
 * The draws of the profile pictures members first had, before the people step gave them their
 * initials (./people.ts). Drawn and dropped, never rendered: every later picture, follow and like
 * then stays what it has always been.
 */
export function skipFirstProfilePictures(rng: Rng): void {
  pick(rng, PALETTES); // the photo's colours
  pick(rng, PALETTES); // the cover's colours and pattern
  pick(rng, [waves, bubbles, stripes])(rng, 1200, 320);
}

// ---------------------------------------------------------------------------------------------
// Profile pictures: the member's initials on a gradient, and a cover.

/** Soft two-colour gradients, readable under white initials in both themes. */
const PROFILE_PALETTES: [string, string][] = [
  ['#4f46e5', '#06b6d4'],
  ['#0f766e', '#84cc16'],
  ['#be185d', '#f59e0b'],
  ['#7c3aed', '#ec4899'],
  ['#1d4ed8', '#10b981'],
  ['#b45309', '#ef4444'],
  ['#0e7490', '#6366f1'],
  ['#15803d', '#0ea5e9'],
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** "Nguyễn Minh Anh" → "MA" (the given name and the one before it, as Vietnamese names are said). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 2 ? words.slice(-2) : words;
  return picked
    .map((w) => w.charAt(0).toLocaleUpperCase('vi'))
    .join('')
    .slice(0, 2);
}

/** The `index`th member's photo (their initials) and cover, as PNG and JPEG. */
export function profilePictures(name: string, index: number): Promise<[photo: Buffer, cover: Buffer]> {
  const [from, to] = PROFILE_PALETTES[index % PROFILE_PALETTES.length] ?? ['#4f46e5', '#06b6d4'];
  const initials =
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" ` +
    `font-size="150" font-weight="700" fill="#ffffff" fill-opacity="0.95">${escapeXml(initialsOf(name))}</text>`;
  const seed = index + 1;
  let rings = '';
  for (let i = 0; i < 6; i += 1) {
    const x = (seed * 173 + i * 271) % 1500;
    const y = (seed * 97 + i * 131) % 500;
    rings += `<circle cx="${x}" cy="${y}" r="${60 + ((seed + i * 37) % 140)}" fill="#ffffff" fill-opacity="${(0.06 + (i % 3) * 0.05).toFixed(2)}"/>`;
  }
  return Promise.all([
    sharp(Buffer.from(svg(400, 400, from, to, initials)))
      .png()
      .toBuffer(),
    sharp(Buffer.from(svg(1500, 500, from, to, rings)))
      .jpeg({ quality: 85 })
      .toBuffer(),
  ]);
}
