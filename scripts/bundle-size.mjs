#!/usr/bin/env node
// Prints the gzip size of the JavaScript a browser must load before it can paint each first
// screen (the entry chunk and the app's start it imports, the page's layout and route, with everything they import
// statically, and the chunk of texts the route waits for), from the production build's Vite manifest, against its budget (issue 15).
// Run `npm run build` first. Figures, not a test: it never fails the build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const PAGES = [
  {
    path: '/login',
    budget: 150,
    roots: ['index.html', 'src/start.tsx', 'src/app/layout/public-layout.tsx', 'src/app/routes/login.tsx'],
  },
  {
    path: '/feed',
    budget: 200,
    roots: [
      'index.html',
      'src/start.tsx',
      'src/app/layout/app-layout.tsx',
      'src/app/routes/feed.tsx',
      // The features' English texts: a member's screens wait for them (apps/web/src/lib/feature-texts.ts).
      '../../packages/shared/src/i18n/en.ts',
    ],
  },
];
const isVerbose = process.argv.includes('--files');

for (const page of PAGES) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of page.roots) {
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
  if (isVerbose) for (const [file, gzip] of rows) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} kB  ${file}`);
  const kb = total / 1024;
  console.log(
    `initial JavaScript for ${page.path}: ${kb.toFixed(1)} kB gzip in ${rows.length} files ` +
      `(budget ${page.budget} kB: ${kb <= page.budget ? 'within' : `over by ${(kb - page.budget).toFixed(1)} kB`})`,
  );
}
