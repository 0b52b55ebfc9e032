import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE: every limit's maximum is multiplied by it (more than 1 in tests only). */
    rateLimitScale: number;
  }
}

type Key = (request: FastifyRequest) => string;

/**
 * The client a limit counts: the address the trusted proxies vouch for (TRUST_PROXY), an IPv6
 * client by its /64 (one subscriber's usual allocation), an IPv4-mapped IPv6 address as IPv4.
 */
export const byIp: Key = (request) => normalizeIP(request.ip, 64);
const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/**
 * Limits of the calls an attacker would hammer. Each route names one (a password sign-in has
 * signInLimits); keys are taken after the body is parsed (hook: preHandler) so that a login
 * limit is per address.
 */
export const RATE_LIMITS = {
  login: {
    max: 10,
    timeWindow: '5 minutes',
    key: (r: FastifyRequest) => `login:${byIp(r)}:${bodyField(r, 'username')}`,
  },
  register: { max: 10, timeWindow: '10 minutes', key: (r: FastifyRequest) => `register:${byIp(r)}` },
  recovery: { max: 10, timeWindow: '15 minutes', key: (r: FastifyRequest) => `recovery:${byIp(r)}` },
  reset: { max: 10, timeWindow: '15 minutes', key: (r: FastifyRequest) => `reset:${byIp(r)}` },
  activation: { max: 20, timeWindow: '10 minutes', key: (r: FastifyRequest) => `activation:${byIp(r)}` },
  passwordChange: {
    max: 5,
    timeWindow: '15 minutes',
    key: (r: FastifyRequest) => `password:${r.actor?.id ?? byIp(r)}`,
  },
  accountDeletion: {
    max: 5,
    timeWindow: '15 minutes',
    key: (r: FastifyRequest) => `deletion:${r.actor?.id ?? byIp(r)}`,
  },
  dataExport: { max: 5, timeWindow: '1 hour', key: (r: FastifyRequest) => `export:${r.actor?.id ?? byIp(r)}` },
  emailChange: { max: 5, timeWindow: '15 minutes', key: (r: FastifyRequest) => `email:${r.actor?.id ?? byIp(r)}` },
  /** Reports per member (SAFETY_LIMITS.reportsPerHour, docs/api/safety.md). */
  report: { max: 20, timeWindow: '1 hour', key: (r: FastifyRequest) => `report:${r.actor?.id ?? byIp(r)}` },
} as const;

/** Route config for one of RATE_LIMITS: `config: limit('login')`. */
export function limit(name: keyof typeof RATE_LIMITS) {
  const { max, timeWindow, key } = RATE_LIMITS[name];
  const scaled = (request: FastifyRequest) => max * request.server.rateLimitScale;
  return { rateLimit: { max: scaled, timeWindow, hook: 'preHandler' as const, keyGenerator: key } };
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** A preHandler refusing with 429 (and Retry-After) what `check` counts past its maximum. */
const enforce =
  (check: Check, applies: (request: FastifyRequest) => boolean = () => true) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!applies(request)) return;
    const status = await check(request);
    if (status.isAllowed || !status.isExceeded) return;
    void reply.header('retry-after', String(status.ttlInSeconds));
    throw new AppError('RATE_LIMITED');
  };

/**
 * Guesses of SMS codes, per member beyond the few each code allows. The code requests themselves
 * are limited by the codes sent (modules/users/phone-verification.service.ts, docs/api/phone.md).
 */
export const PHONE_LIMITS = {
  verify: { max: 20, timeWindow: '15 minutes' },
} as const;

/** The preHandler of a code guess after `requireUser`. */
export function phoneVerifyLimit(app: FastifyInstance) {
  return enforce(
    app.createRateLimit({
      max: PHONE_LIMITS.verify.max * app.rateLimitScale,
      timeWindow: PHONE_LIMITS.verify.timeWindow,
      keyGenerator: (request) => `phone-verify:${request.actor?.id ?? byIp(request)}`,
    }),
  );
}

/**
 * The limits of a password sign-in beyond the one per (client, username) of RATE_LIMITS.login
 * (docs/decisions/0013-rate-limits-behind-a-proxy.md): per client across usernames, and per
 * account across clients. The account's key changes with its password, so a reset or change
 * starts a fresh count for the new password.
 */
export const SIGN_IN_LIMITS = {
  client: { max: 40, timeWindow: '5 minutes' },
  account: { max: 50, timeWindow: '15 minutes' },
} as const;

/**
 * The preHandler hooks of a password sign-in: per (client, username), per client, per account,
 * each counting only the attempts the one before let through. Every refusal comes before the
 * handler, so a refused attempt costs no password hash. `passwordHashOf` gives the stored hash
 * of the account named (undefined for none).
 */
export function signInLimits(
  app: FastifyInstance,
  passwordHashOf: (email: string) => Promise<string | null | undefined>,
) {
  const scale = app.rateLimitScale;
  const perClient = app.createRateLimit({
    max: SIGN_IN_LIMITS.client.max * scale,
    timeWindow: SIGN_IN_LIMITS.client.timeWindow,
    keyGenerator: (request) => `signin-client:${byIp(request)}`,
  });
  const perAccount = app.createRateLimit({
    max: SIGN_IN_LIMITS.account.max * scale,
    timeWindow: SIGN_IN_LIMITS.account.timeWindow,
    keyGenerator: async (request) => {
      const email = bodyField(request, 'username');
      // Hashed: no address in the store's keys; the stored hash is salted anew by every change.
      const account = createHash('sha256').update(`${email}\n${(await passwordHashOf(email)) ?? ''}`);
      return `signin-account:${account.digest('base64url')}`;
    },
  });
  return [app.rateLimit(limit('login').rateLimit), enforce(perClient), enforce(perAccount)];
}

export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined; scale: number }) => {
    app.decorate('rateLimitScale', options.scale);
    if (options.scale > 1)
      app.log.warn({ scale: options.scale }, 'rate limits relaxed by RATE_LIMIT_SCALE (tests only)');
    // ioredis is loaded only when there is a Redis to talk to (it weighs on the start time).
    const redis = options.redisUrl
      ? new (await import('ioredis')).Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) app.addHook('onClose', async () => void redis.quit());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'ladder-rl:' } : {}),
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'rate-limit' },
);
