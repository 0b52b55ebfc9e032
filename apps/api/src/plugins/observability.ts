import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { symbols, type LoggerOptions } from 'pino';
import { AppError } from '../lib/app-error';
import type { ReadCaches } from '../cache/read-caches';
import type { fastifyTrustProxy } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/**
 * What operators see of a running instance (docs/operations.md): a request id on every answer
 * and on every log line written while that request runs, and Prometheus metrics at /metrics
 * for whoever holds METRICS_TOKEN.
 */

/** A request id a proxy may pass on; anything else is replaced by our own. */
const FORWARDED_ID = /^[\w.:-]{8,128}$/;

/**
 * Fastify's genReqId: the `X-Request-Id` a trusted proxy sent (TRUST_PROXY, decision 0013: the
 * peer that connected must be one, judged as Fastify judges it for `request.ip`) when it has the
 * shape of one, else a random UUID. A client cannot name its request, so it cannot make its lines
 * look like another's.
 */
export function requestIdGenerator(trustProxy: ReturnType<typeof fastifyTrustProxy>) {
  const trusts: (address: string, hop: number) => boolean =
    trustProxy === false ? () => false : typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (request: IncomingMessage): string => {
    const forwarded = request.headers['x-request-id'];
    const peer = request.socket?.remoteAddress;
    const fromProxy = peer !== undefined && trusts(peer, 0);
    return fromProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

const currentRequest = new AsyncLocalStorage<string>();

/**
 * Pino's mixin: a line logged while a request runs (by a service holding the app's logger, say)
 * carries that request's id. Fastify's request logger already names it, so it is added only once.
 */
export const requestIdMixin: LoggerOptions['mixin'] = (_merge, _level, logger) => {
  const id = currentRequest.getStore();
  if (!id) return {};
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym];
  return bindings?.includes('"reqId"') ? {} : { reqId: id };
};

interface ObservabilityOptions {
  metricsToken: string | undefined;
  database: Database;
  caches: ReadCaches;
  mailer: Mailer;
  /** The moderation queue's clock (modules/safety, docs/operations.md). */
  moderationClock?: () => Promise<{ oldest_seconds: number; late: number; open: number }>;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const observabilityPlugin = fp(async (app: FastifyInstance, options: ObservabilityOptions) => {
  // The rest of the request runs inside `run`, so what it logs, however deep, knows the id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    currentRequest.run(request.id, done);
  });

  const { metricsToken } = options;
  if (!metricsToken) return;

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ladder_' });
  const durations = new Histogram({
    name: 'ladder_http_request_duration_seconds',
    help: 'Time to answer a request, by route (its pattern, not its path) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'ladder_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = options.database.poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Counter({
    name: 'ladder_cache_lookups_total',
    help: 'Read-cache lookups by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of options.caches.stats()) {
        this.inc({ cache: cache.name, result: 'hit' }, cache.hits);
        this.inc({ cache: cache.name, result: 'miss' }, cache.misses);
      }
    },
  });
  new Gauge({
    name: 'ladder_mail_outbox_pending',
    help: 'Mails waiting in the outbox, due or retrying',
    registers: [registry],
    async collect() {
      this.set(await options.mailer.pending());
    },
  });

  const { moderationClock } = options;
  if (moderationClock) {
    // One query answers the three gauges: read once per scrape, by the first gauge collected.
    let clock: Promise<{ oldest_seconds: number; late: number; open: number }> | null = null;
    const read = () => (clock ??= moderationClock().finally(() => setImmediate(() => (clock = null))));
    for (const [name, help, field] of [
      ['ladder_moderation_oldest_open_seconds', "The oldest open moderation item's age", 'oldest_seconds'],
      ['ladder_moderation_late_items', 'Open moderation items older than 24 hours', 'late'],
      ['ladder_moderation_open_items', 'Open moderation items', 'open'],
    ] as const)
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set((await read())[field]);
        },
      });
  }

  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !sameToken(token, metricsToken)) throw new AppError('LOGIN_REQUIRED');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
});
