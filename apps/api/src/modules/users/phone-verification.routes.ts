import { phoneCodeSentSchema, phoneRequestSchema, phoneVerifySchema } from '@ladder/shared/schemas/phone';
import { privateUserSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import { phoneVerifyLimit } from '../../plugins/rate-limit';
import type { PhoneVerificationService } from './phone-verification.service';

/** A member's mobile number, proven by a code sent by SMS (docs/api/phone.md). */
export async function phoneVerificationRoutes(app: FastifyInstance, options: { phone: PhoneVerificationService }) {
  const { phone } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'users');

  r.post(
    '/users/current/me/phone',
    route(
      'member',
      {
        summary: 'Send a 6-digit code by SMS to a Vietnamese mobile number',
        body: phoneRequestSchema,
        response: { 202: phoneCodeSentSchema },
      },
      // No counter here: the service's limits count the codes sent, so a refused request costs nothing.
    ),
    async (request, reply) =>
      reply.status(202).send(await phone.requestCode(actorOf(request), request.body.phone, request.language)),
  );

  r.post(
    '/users/current/me/phone/verify',
    route(
      'member',
      {
        summary: 'Verify the number with the code it was sent',
        body: phoneVerifySchema,
        response: { 200: privateUserSchema },
      },
      { then: [phoneVerifyLimit(app)] },
    ),
    (request) => phone.verify(actorOf(request), request.body.code),
  );
}
