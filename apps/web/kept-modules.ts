import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules the service worker fetches when the app asks (src/sw/sw.ts, "keep-modules"), with every
 * chunk they import, so that they open offline though never opened online: the post composer (a
 * post written offline waits in the browser, src/lib/post-outbox.ts).
 */
export const KEPT_MODULES = ['src/features/posts/components/post-composer.tsx'];

interface ViteManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of `sources` and of everything they import, from the build's Vite manifest. */
export function chunkClosure(manifest: Record<string, ViteManifestChunk>, sources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: rename it in kept-modules.ts`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].map((key) => `/${manifest[key]?.file ?? key}`);
}

/**
 * For the service worker's build, which runs after the app's: `__KEPT_MODULE_FILES__`, the files
 * of KEPT_MODULES read from the app's Vite manifest in `outDir`. The feed used to import the
 * composer itself two seconds after it opened: evaluating it (zod's schemas above all) blocked a
 * phone's main thread for 50-125 ms at 4x CPU on every visit. Fetched by the worker, they cost the
 * page nothing (docs/performance.md). Not precached at install: 25 files on the wire then slowed
 * a new member's next page.
 */
export function keptModuleFiles(outDir: string): Plugin {
  return {
    name: 'ladder-kept-module-files',
    config() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ViteManifestChunk
      >;
      return { define: { __KEPT_MODULE_FILES__: JSON.stringify(chunkClosure(manifest, KEPT_MODULES)) } };
    },
  };
}
