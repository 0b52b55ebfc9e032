import {
  activateSchema,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from '@ladder/shared/schemas/auth';
import { translate } from '@ladder/shared/i18n/translate';
import { oneTimeToken } from '@ladder/shared/schemas/fields';
import { privateUserSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import { signInLimits } from '../../plugins/rate-limit';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

export interface ProvidersAnswer {
  google: { client_id: string } | null;
  linkedin: { client_id: string } | null;
}

/**
 * Resolves once the answer has gone out (or the client has gone), one turn of the event loop
 * later: work started then cannot hold up the answer's bytes, even on an embedded database that
 * runs in this thread.
 */
const sent = (reply: FastifyReply) =>
  new Promise<void>((resolve) => {
    const after = () => setImmediate(resolve);
    reply.raw.once('finish', after);
    reply.raw.once('close', after);
  });

const providerSchema = z.object({ client_id: z.string() }).nullable();
const tokenParams = z.object({ token: oneTimeToken() });

export async function authRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; users: UsersService; providers: ProvidersAnswer },
) {
  const { auth, users } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const route = routeOptions(app, 'auth');
  /** Options of a rate-limited call by anyone, answering with a message. */
  const limited = <S extends object>(rule: 'activation' | 'recovery' | 'reset', schema: S) =>
    route('public', { response: { 200: messageSchema }, ...schema }, { limit: rule });

  r.get(
    '/login/providers',
    route('public', {
      summary: 'Which third-party sign-ins are configured (their client ids are public)',
      response: { 200: z.object({ google: providerSchema, linkedin: providerSchema }) },
    }),
    () => options.providers,
  );

  r.post(
    '/login/access-token',
    route(
      'public',
      {
        summary: 'Sign in with email and password (OAuth2 password form)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginSchema,
        response: { 200: tokenSchema },
      },
      { then: signInLimits(app, async (email) => (await users.findByEmail(email))?.hashed_password) },
    ),
    (request) => auth.login(request.body, request.headers['user-agent']),
  );

  r.post('/login/test-token', route('member', { response: { 200: privateUserSchema } }), (request) =>
    users.me(actorOf(request)),
  );

  r.post('/logout', route('member', { response: { 200: messageSchema } }), async (request) => {
    if (request.sessionId) await auth.logout(request.sessionId);
    return { message: translate(request.language, 'messages.logged_out') };
  });

  r.post(
    '/users/open',
    route(
      'visitor',
      {
        summary: 'Register',
        body: registerSchema,
        response: { 201: z.object({ email: z.string(), message: z.string() }) },
      },
      { limit: 'register' },
    ),
    async (request, reply) => {
      if (request.actor) throw new AppError('LOGOUT_TO_REGISTER');
      return reply.status(201).send(await auth.register(request.body, request.language));
    },
  );

  r.post(
    '/new-account/:token',
    limited('activation', {
      summary: 'Activate an account, with the password chosen at registration typed again; signs the member in',
      params: tokenParams,
      body: activateSchema,
      response: { 200: messageSchema.extend(tokenSchema.shape) },
    }),
    (request) =>
      auth.activate(request.params.token, request.body.password, request.language, request.headers['user-agent']),
  );

  r.post(
    '/password-recovery/:email',
    limited('recovery', { summary: 'Mail a password reset link', params: forgotPasswordSchema }),
    (request, reply) => auth.requestPasswordReset(request.params.email, request.language, sent(reply)),
  );

  r.post(
    '/password-recovery',
    limited('recovery', { summary: 'Mail a password reset link (email in the body)', body: forgotPasswordSchema }),
    (request, reply) => auth.requestPasswordReset(request.body.email, request.language, sent(reply)),
  );

  r.post('/reset-password', limited('reset', { body: resetPasswordSchema }), (request) =>
    auth.resetPassword(request.body.token, request.body.new_password, request.language),
  );

  r.put(
    '/users/current/me/change-password',
    route(
      'member',
      { body: changePasswordSchema, response: { 200: messageSchema.extend(tokenSchema.shape) } },
      { limit: 'passwordChange' },
    ),
    (request) => auth.changePassword(actorOf(request), request.body, request.language, request.headers['user-agent']),
  );

  r.put(
    '/users/current/me/change-email',
    route('member', { body: changeEmailSchema, response: { 202: messageSchema } }, { limit: 'emailChange' }),
    async (request, reply) =>
      reply.status(202).send(await auth.requestEmailChange(actorOf(request), request.body.to_email, request.language)),
  );

  r.post(
    '/email-change/:token',
    limited('activation', { summary: 'Confirm a new email address', params: tokenParams }),
    (request) => auth.confirmEmailChange(request.params.token, request.language),
  );
}
