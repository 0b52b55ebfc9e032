import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PER_POST } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import type { Config } from '../config';
import securityHeaders from '../plugins/security-headers';
import { isExportKey, type MediaStore } from '../storage/media-store';

/**
 * What every answer and every request body goes through: the security headers (with Google's
 * sign-in allowed only when configured), no cross-origin calls, form and multipart bodies, and
 * the media folder when media are kept on disk.
 */
export default fp(async (app: FastifyInstance, { config, media }: { config: Readonly<Config>; media: MediaStore }) => {
  // Google Identity Services (its script, button frame and styles) is allowed only when configured.
  const gis = config.google ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...(config.google ? ['https://accounts.google.com/gsi/client'] : [])],
        'frame-src': ["'self'", ...gis],
        'style-src': ["'self'", "'unsafe-inline'", ...gis],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'media-src': ["'self'", 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'", ...gis],
        // Only where the site itself is https: on plain http (a LAN address) it would send the
        // page's own scripts to an https port that does not answer.
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // GIS opens its popup with window.opener; same-origin would cut it off.
    crossOriginOpenerPolicy: config.google ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
  });
  await app.register(cors, { origin: false });
  await app.register(formbody);
  // Limits here are the outer bound; the upload route sets the per-file ones (docs/product.md "Validation rules").
  await app.register(multipart, {
    limits: { fileSize: MAX_MEDIA_BYTES, files: MAX_MEDIA_PER_POST, fields: 5, parts: 10 },
  });
  if (media.kind === 'local') {
    await app.register(fastifyStatic, {
      root: path.resolve(config.dataDir, 'media'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // A member's data export is theirs alone: served by its download route (docs/decisions/0039).
      allowedPath: (pathName) => !isExportKey(pathName.replace(/^\/+/, '')),
      // Keys are unique and never rewritten: cache for a year.
      immutable: true,
      maxAge: '365d',
      // A PDF (a certificate, evidence) opens in the browser's own viewer, which Chrome draws as
      // an embedded object on the PDF's own page: the site's `object-src 'none'` would block it.
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.pdf')) void res.header('content-security-policy', PDF_CSP);
      },
    });
  }
});

/**
 * The policy of a stored PDF at /media: nothing but the document itself, drawn by the browser's
 * viewer (its embed, `object-src 'self'`, and the viewer page's inline styles), in no frame.
 */
const PDF_CSP =
  "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";
