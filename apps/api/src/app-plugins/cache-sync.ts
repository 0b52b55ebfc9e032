import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ReadCaches } from '../cache/read-caches';

/**
 * Sessions and feed pages are read from memory until a commit changes what they were built
 * from (docs/decisions/0011-read-caches.md). A request that may have written answers only once
 * this instance has applied its invalidations, so the member's next read sees the write.
 */
export default fp(async (app: FastifyInstance, { caches }: { caches: ReadCaches }) => {
  await caches.start();
  app.decorate('caches', caches);
  app.addHook('onClose', async () => caches.close());
  // Only a write that succeeded can have changed what caches hold: a refused request (401, 422,
  // 429...) sends nothing every instance would have to receive (docs/decisions/0020).
  const syncAfterWrites = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) await caches.sync();
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // A POST list (docs/api/conventions.md, "Lists") says it only reads, as GET does (lib/route-helpers.ts).
    const reads = methods.every((method) => method === 'GET' || method === 'HEAD') || route.config?.readOnly === true;
    if (reads) return;
    route.onSend = [...[route.onSend ?? []].flat(), syncAfterWrites];
  });
});
