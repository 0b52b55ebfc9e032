import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Modules the service worker keeps at install beside the shell, with every chunk they import:
 * what a member may open offline without having opened it online first. The post composer: a
 * post written offline waits in the browser (src/lib/post-outbox.ts).
 */
export const OFFLINE_MODULES = ['src/features/posts/components/post-composer.tsx'];

/** Workbox's hook on its precache list, as vite-plugin-pwa passes it on. */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

interface ViteManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of `sources` and of everything they import, from the build's Vite manifest. */
export function chunkClosure(manifest: Record<string, ViteManifestChunk>, sources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: rename it in offline-modules.ts`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

/**
 * Workbox's precache list plus OFFLINE_MODULES' chunks. The app used to import the composer two
 * seconds after the feed opened, so that the worker kept it: evaluating it (zod's schemas above
 * all) blocked the phone's main thread for 50-125 ms at 4x CPU, on every visit, for the one member
 * in many who writes offline. Kept by the worker, the files cost no evaluation until opened.
 */
export function withOfflineModules(outDir: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ViteManifestChunk
    >;
    const listed = new Set(entries.map((entry) => entry.url));
    const added = chunkClosure(manifest, OFFLINE_MODULES)
      .filter((file) => !listed.has(file))
      .map((file) => ({ url: file, revision: null, size: 0 }));
    return { manifest: [...entries, ...added], warnings: [] };
  };
}
