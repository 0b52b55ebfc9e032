import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { keptModuleFiles } from './kept-modules';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset above 1 kB is also written as .br and .gz, which the server sends to a
    // browser that accepts them (docs/architecture.md, "Serving the web app").
    ...(isSsrBuild ? [] : [compression({ threshold: 1024, algorithms: ['brotliCompress', 'gzip'] })]),
    // The service worker (src/sw/sw.ts, Workbox): the manifest is the server's (it speaks the
    // browser's language), and the page registers the worker itself once loaded (src/lib/service-worker.ts).
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'sw.ts',
            manifest: false,
            injectRegister: false,
            injectManifest: {
              // The shell only: the page, the entry and the app's start, the framework, the app's helpers, the styles, the offline mark, the
              // copy a member reads offline (src/lib/offline-copy.ts) and the icons; the lazy screens
              // are kept as they are used.
              globPatterns: [
                'index.html',
                'assets/index-*.{js,css}',
                'assets/start-*.js',
                'assets/framework-*.js',
                'assets/app-lib-*.js',
                'assets/offline-mark-*.js',
                'assets/offline-copy-*.js',
                'icons/*.png',
              ],
              // The files the worker fetches when the app asks: the composer's (kept-modules.ts).
              buildPlugins: { vite: [keptModuleFiles(fileURLToPath(new URL('./dist', import.meta.url)))] },
            },
          }),
        ]),
  ],
  // The API server renders the first screens with the same components (src/entry-server.tsx,
  // built by `vite build --ssr` into dist-server/): everything bundled in, since the production
  // image carries only the API's packages (docs/decisions/0041-react-rendered-on-the-server.md).
  ssr: { noExternal: true },
  // React's production build on the server too (Node sets no NODE_ENV by itself).
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Every browser the app supports knows modulepreload: the entry carries no polyfill for it.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // What every first screen runs (React, the router, the query cache) travels as one
            // file, not a dozen small ones: fewer requests and better compression (issue 15).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // Not the query cache's (de)hydration: only the offline copy uses it, in its own chunk.
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/](?!.*[hH]ydration)/,
                },
                {
                  // What the entry needs (src/main.tsx) beside its own code, apart from the app's
                  // helpers: Vite's helper for dynamic imports, and the storage (is a member signed in?).
                  name: 'entry-lib',
                  test: /vite[\\/]preload-helper|apps[\\/]web[\\/]src[\\/]lib[\\/]storage\.ts$/,
                },
                {
                  // The app's small helpers and parts every first screen loads, as one file rather than one each.
                  name: 'app-lib',
                  test: /apps[\\/]web[\\/]src[\\/]lib[\\/](api-client|i18n|theme|toast|session|use-is-online|lazy-resolver|use-document-title|dates|intl|query-keys[\\/][\w-]+)\.tsx?$|apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](button|spinner|page-loader|notice|field|text-field)\.tsx$/,
                },
              ],
            },
          },
        },
      },
}));
