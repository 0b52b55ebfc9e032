import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's security headers (CSP, HSTS, frame and referrer policies...) on every answer. Helmet
 * is asked once, at start, what its headers are for these options: they depend on nothing in
 * the request, and @fastify/helmet rebuilt the whole policy on every request (about 8 % of the
 * CPU of a cached feed page in bench/feed).
 */
export default fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers: Record<string, string> = {};
    const recorder = {
      setHeader(name: string, value: string | number | readonly string[]) {
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      },
      removeHeader(name: string) {
        delete headers[name.toLowerCase()];
      },
    };
    helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
