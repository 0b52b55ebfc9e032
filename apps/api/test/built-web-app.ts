import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app laid out as Vite leaves it (dist/ with its manifest, dist-server/ beside it),
 * whose server renderer draws what it was asked for and counts its draws. The real renderer
 * (React) is exercised by the browser tests (e2e/server-rendering.spec.ts); these check what the
 * API does around it.
 */
export function builtWebApp(renderer: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'ladder-web-'));
  const root = path.join(folder, 'dist');
  mkdirSync(path.join(root, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'index-A1.css'), '.dark{color-scheme:dark}');
  mkdirSync(path.join(folder, 'dist-server'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en" class="dark"><head><title>Ladder</title><script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/helper.js"><link rel="stylesheet" crossorigin href="/assets/index-A1.css"></head><body><div id="root"><header>Ladder</header><!-- first-screen --></div></body></html>',
  );
  // The entry imports the app's start, which brings the framework; a route brings its own chunk.
  const manifest = {
    'index.html': { file: 'assets/app.js', imports: ['_helper.js'], dynamicImports: ['src/start.tsx'] },
    '_helper.js': { file: 'assets/helper.js' },
    'src/start.tsx': { file: 'assets/start.js', imports: ['_framework.js', '_helper.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    'src/app/routes/register.tsx': { file: 'assets/register.js', imports: ['_framework.js'] },
    // A member's Home: their layout and the screen share a chunk.
    'src/app/layout/app-layout.tsx': { file: 'assets/app-layout.js', imports: ['_card.js'] },
    'src/app/routes/feed.tsx': { file: 'assets/feed.js', imports: ['_card.js'] },
    '_card.js': { file: 'assets/card.js' },
    '../../packages/shared/src/i18n/en.ts': { file: 'assets/en.js' },
    '../../packages/shared/src/i18n/vi.ts': { file: 'assets/vi.js' },
  };
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const module = path.join(folder, 'dist-server', 'entry-server.js');
  writeFileSync(module, renderer);
  return { root, folder, module };
}
