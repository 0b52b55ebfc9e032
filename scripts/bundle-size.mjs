#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser must load to show /login (the entry chunk,
// the public layout and the login route, with everything they import statically), from the
// production build's Vite manifest. Run `npm run build` first.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const roots = ['index.html', 'src/app/layout/public-layout.tsx', 'src/app/routes/login.tsx'];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const root of roots) {
  if (!manifest[root]) throw new Error(`${root} is not in the manifest`);
  visit(root);
}

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const gzip = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
    total += gzip;
    return [file, gzip];
  })
  .sort((a, b) => b[1] - a[1]);
for (const [file, gzip] of rows) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} kB  ${file}`);
console.log(`initial JavaScript for /login: ${(total / 1024).toFixed(1)} kB gzip in ${rows.length} files`);
