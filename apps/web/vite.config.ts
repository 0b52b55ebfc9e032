import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset above 1 kB is also written as .br and .gz, which the server sends to a
    // browser that accepts them (docs/architecture.md, "Serving the web app").
    compression({ threshold: 1024, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: {
      react: 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // What every first screen runs (Preact, the router, the query cache) travels as one file,
        // not a dozen small ones: fewer requests and better compression (issue 15).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
