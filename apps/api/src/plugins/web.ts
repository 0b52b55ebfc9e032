import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app. Vite's hashed assets never change, so they are cached for a
 * year; index.html is revalidated so that a deploy is picked up at once. Text assets are sent
 * precompressed (brotli, else gzip) when the browser accepts it.
 */
export default fp(
  async (app: FastifyInstance, options: { root: string }) => {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: true,
      // '/' is a page of the app like any other (app.ts), with its first screen preloaded.
      index: false,
      // ...so the folder itself is left to that page handler: served here, it was a 403.
      allowedPath: (pathname) => pathname !== '/',
      // The build writes .br and .gz beside every text asset: sent with Content-Encoding and
      // Vary: Accept-Encoding to a browser that accepts them, index.html included.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  },
  { name: 'web' },
);
