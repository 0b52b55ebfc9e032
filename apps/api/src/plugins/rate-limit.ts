import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

type Key = (request: FastifyRequest) => string;

const byIp: Key = (request) => request.ip;
const bodyField = (request: FastifyRequest, field: string) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/**
 * Limits of the calls an attacker would hammer. Each route names one; keys are taken
 * after the body is parsed (hook: preHandler) so that a login limit is per address.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '5 minutes', key: (r: FastifyRequest) => `login:${r.ip}:${bodyField(r, 'username')}` },
  register: { max: 10, timeWindow: '10 minutes', key: (r: FastifyRequest) => `register:${byIp(r)}` },
  recovery: { max: 10, timeWindow: '15 minutes', key: (r: FastifyRequest) => `recovery:${byIp(r)}` },
  reset: { max: 10, timeWindow: '15 minutes', key: (r: FastifyRequest) => `reset:${byIp(r)}` },
  activation: { max: 20, timeWindow: '10 minutes', key: (r: FastifyRequest) => `activation:${byIp(r)}` },
  passwordChange: { max: 5, timeWindow: '15 minutes', key: (r: FastifyRequest) => `password:${r.actor?.id ?? r.ip}` },
  emailChange: { max: 5, timeWindow: '15 minutes', key: (r: FastifyRequest) => `email:${r.actor?.id ?? r.ip}` },
} as const;

/** Route config for one of RATE_LIMITS: `config: limit('login')`. */
export function limit(name: keyof typeof RATE_LIMITS) {
  const { max, timeWindow, key } = RATE_LIMITS[name];
  return { rateLimit: { max, timeWindow, hook: 'preHandler' as const, keyGenerator: key } };
}

export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
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
