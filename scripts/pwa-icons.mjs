// Draws the installed app's icons (apps/web/public/icons/) from one SVG of the header's ladder
// mark: `node scripts/pwa-icons.mjs`. The PNGs are committed, so a build needs nothing more.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('apps/api/package.json'));
const { Resvg } = require('@resvg/resvg-js');

const BRAND = '#1d5ec4';
/** The mark: two rails and three rungs, `scale` of the square, centred. */
function mark(scale) {
  const w = 64 * scale;
  const h = 88 * scale;
  const x = (128 - w) / 2;
  const y = (128 - h) / 2;
  const bar = 9 * scale;
  const rung = (i) =>
    `<rect x="${x}" y="${y + (h * (i + 1)) / 4 - bar / 2}" width="${w}" height="${bar}" fill="#fff"/>`;
  return `<rect x="${x}" y="${y}" width="${bar}" height="${h}" fill="#fff"/>
<rect x="${x + w - bar}" y="${y}" width="${bar}" height="${h}" fill="#fff"/>${[0, 1, 2].map(rung).join('')}`;
}
// A plain icon may be round-cornered; a maskable one fills its square and keeps the mark inside
// the central 80 % circle every launcher's mask leaves visible.
const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="24" fill="${BRAND}"/>${mark(1)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="${BRAND}"/>${mark(0.7)}</svg>`;

const out = path.resolve('apps/web/public/icons');
mkdirSync(out, { recursive: true });
for (const [name, svg, size] of [
  ['icon-192.png', plain, 192],
  ['icon-512.png', plain, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(path.join(out, name), png);
}
