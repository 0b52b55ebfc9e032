import { phoneCodeSentSchema, phoneRequestSchema, phoneVerifySchema } from '@ladder/shared/schemas/phone';
import { privateUserSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import { phoneCodeLimits, phoneVerifyLimit } from '../../plugins/rate-limit';
import { vietnameseMobile } from './phone-numbers';
import type { PhoneVerificationService } from './phone-verification.service';

/** A member's mobile number, proven by a code sent by SMS (docs/api/phone.md). */
export async function phoneVerificationRoutes(app: FastifyInstance, options: { phone: PhoneVerificationService }) {
  const { phone } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/users/current/me/phone',
    {
      schema: {
        tags: ['users'],
        summary: 'Send a 6-digit code by SMS to a Vietnamese mobile number',
        security: bearer,
        body: phoneRequestSchema,
        response: { 202: phoneCodeSentSchema },
      },
      preHandler: [app.requireUser, ...phoneCodeLimits(app, vietnameseMobile)],
    },
    async (request, reply) =>
      reply.status(202).send(await phone.requestCode(actorOf(request), request.body.phone, request.language)),
  );

  r.post(
    '/users/current/me/phone/verify',
    {
      schema: {
        tags: ['users'],
        summary: 'Verify the number with the code it was sent',
        security: bearer,
        body: phoneVerifySchema,
        response: { 200: privateUserSchema },
      },
      preHandler: [app.requireUser, phoneVerifyLimit(app)],
    },
    (request) => phone.verify(actorOf(request), request.body.code),
  );
}
