import { pageSchema } from '@ladder/shared/schemas/posts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { limit as rateLimit, type RATE_LIMITS } from '../plugins/rate-limit';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route only reads, though its method is not GET or HEAD (a POST list): it answers
     * without waiting for this instance's cache invalidations (`app.ts`, docs/cache.md
     * "Changing it").
     */
    readOnly?: boolean;
  }
}

/**
 * Who may call a route (docs/product.md "Who may do what"):
 * - `public`: anyone; no token is read;
 * - `visitor`: anyone; a token, when sent, names the caller (and a bad one is refused);
 * - `login`: members; a visitor is asked to sign in (`LOGIN_REQUIRED`, after validation);
 * - `member`: a valid bearer token;
 * - `poster`: a member who may publish (a verified mobile number when required, docs/api/phone.md);
 * - a function: one of those, chosen by the request (a track shared by its save needs a poster).
 */
export type Access = 'public' | 'visitor' | 'login' | 'member' | 'poster';

export interface RouteExtras {
  /** A POST that only reads (a page request): see `FastifyContextConfig.readOnly`. */
  readOnly?: boolean;
  /** The rate limit it counts against (plugins/rate-limit.ts). */
  limit?: keyof typeof RATE_LIMITS;
  /**
   * For hot list routes: the answer is built by our presenters, so it is sent with plain
   * JSON.stringify instead of being re-validated against its (documenting) schema.
   */
  fast?: boolean;
  /** Checks run after the access check (limits keyed by the body or the caller). */
  then?: preHandlerAsyncHookHandler[];
  /** Fastify's own route options, as given (`compress: false` for a stream). */
  compress?: false;
}

const bearer = [{ bearer: [] }];
const fastSerializer = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

function accessCheck(app: FastifyInstance, access: Access): preHandlerAsyncHookHandler | undefined {
  switch (access) {
    case 'public':
      return undefined;
    case 'visitor':
      return app.optionalUser;
    case 'member':
      return app.requireUser;
    case 'poster':
      return app.requirePoster;
    case 'login':
      return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        await app.optionalUser.call(this, request, reply);
        if (!request.actor) throw new AppError('LOGIN_REQUIRED');
      };
  }
}

/**
 * The one way a routes file builds its routes' options: `const route = routeOptions(app, 'posts')`
 * then `route('member', { body, response }, { limit: 'login' })`. It sets the OpenAPI tag and
 * security (a bearer token for all but `public` and `visitor`), the access check, the rate
 * limit, whether the route only reads, and the serializer.
 */
export function routeOptions(app: FastifyInstance, tag: string) {
  return <S extends object>(
    access: Access | ((request: FastifyRequest) => Access),
    schema: S,
    extras: RouteExtras = {},
  ) => {
    const isDocumentedBearer = typeof access === 'function' || (access !== 'public' && access !== 'visitor');
    const check =
      typeof access === 'function'
        ? async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
            return accessCheck(app, access(request))?.call(this, request, reply);
          }
        : accessCheck(app, access);
    const preHandler = [...(check ? [check] : []), ...(extras.then ?? [])];
    const config = {
      ...(extras.readOnly ? { readOnly: true } : {}),
      ...(extras.limit ? rateLimit(extras.limit) : {}),
    };
    return {
      schema: { tags: [tag], ...(isDocumentedBearer ? { security: bearer } : {}), ...schema },
      ...(preHandler.length > 0 ? { preHandler } : {}),
      ...(Object.keys(config).length > 0 ? { config } : {}),
      ...(extras.fast ? fastSerializer : {}),
      ...(extras.compress === false ? { compress: false as const } : {}),
    };
  };
}

/** Paging accepted in the query string or the JSON body (docs/api/conventions.md, "Lists"), body first. */
export const pagingQuery = pageSchema.partial();
export const pagingBody = pageSchema.partial().nullish();

export function paging(query: z.infer<typeof pagingQuery>, body: z.infer<typeof pagingBody>) {
  return {
    limit: body?.limit ?? query.limit,
    last_evaluated_key: body?.last_evaluated_key ?? query.last_evaluated_key,
  };
}
