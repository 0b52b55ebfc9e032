import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { SessionsService } from '../modules/auth/sessions.service';
import { assertNotLocked, type Actor } from '../modules/users/actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    actor: Actor | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer token is required. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: a bearer token is optional, but a bad one is still refused. */
    optionalUser: preHandlerAsyncHookHandler;
    /**
     * preHandler: a member who may publish (a post, a comment, a shared track): with
     * PHONE_VERIFICATION on, only with a verified mobile number (docs/api/phone.md).
     */
    requirePoster: preHandlerAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) throw new AppError('CREDENTIALS_INVALID');
  return token;
}

/** The signed-in member of a route guarded by `requireUser`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('CREDENTIALS_INVALID');
  return request.actor;
}

export default fp(
  async (app: FastifyInstance, options: { sessions: SessionsService; isPhoneRequired: boolean }) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionId', null);

    async function resolve(request: FastifyRequest, isRequired: boolean) {
      const token = bearerToken(request);
      if (!token) {
        if (isRequired) throw new AppError('CREDENTIALS_INVALID');
        return;
      }
      const { user, sessionId } = await options.sessions.authenticate(token);
      request.actor = user;
      request.sessionId = sessionId;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('optionalUser', async (request: FastifyRequest) => resolve(request, false));
    app.decorate('requirePoster', async (request: FastifyRequest) => {
      await resolve(request, true);
      if (request.actor) assertNotLocked(request.actor);
      // Decree 147/2024/NĐ-CP: an account posts once a Vietnamese mobile number is verified.
      if (options.isPhoneRequired && !request.actor?.verified_phone) throw new AppError('PHONE_VERIFICATION_REQUIRED');
    });
  },
  { name: 'auth' },
);
