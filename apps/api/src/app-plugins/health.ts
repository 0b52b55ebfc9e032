import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

/**
 * /healthz (the process answers) and /readyz (it can reach its database and is not draining),
 * and the count of requests being answered that the shutdown drains (server.ts).
 */
export default fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const traffic = { inFlight: 0, lastAt: 0, isDraining: false };
  app.decorate('traffic', traffic);
  // A request counts until its response closes: answered, or dropped by the client (a closed tab
  // ends a live stream that way, and Fastify runs no onResponse hook for it).
  app.addHook('onRequest', async (_request, reply) => {
    traffic.inFlight += 1;
    traffic.lastAt = Date.now();
    reply.raw.once('close', () => {
      traffic.inFlight -= 1;
    });
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // A draining instance tells its load balancer to send nothing new.
    if (traffic.isDraining) return reply.status(503).send({ status: 'draining' });
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
});
