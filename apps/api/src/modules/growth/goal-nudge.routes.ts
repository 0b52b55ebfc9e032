import type { Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import {
  nudgeSettingsInputSchema,
  nudgeSettingsSchema,
  nudgeUnsubscribeQuerySchema,
} from '@ladder/shared/schemas/goal-nudge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { GoalNudgeService } from './goal-nudge.service';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** The small page a click on the mail's link opens: what happened, in the member's language. */
function page(language: Language, title: string, body: string): string {
  const t = (key: string) => escapeHtml(translate(language, key));
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t(title)} · Ladder</title></head>
<body><main><h1>${t(title)}</h1><p>${t(body)}</p><p><a href="/settings">${t('way_in.settings.title')}</a></p></main></body></html>`;
}

/** The weekly nudge (docs/api/goal-plan.md "The weekly nudge"). */
export async function goalNudgeRoutes(app: FastifyInstance, options: { goalNudge: GoalNudgeService }) {
  const { goalNudge } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'growth');

  r.get(
    '/users/current/me/goal-nudge',
    route('member', { summary: 'How and when one’s weekly goal nudge comes', response: { 200: nudgeSettingsSchema } }),
    (request) => goalNudge.settings(actorOf(request)),
  );

  r.put(
    '/users/current/me/goal-nudge',
    route('member', {
      summary: 'Choose mail, a notification or neither, the weekday and the time zone of the weekly nudge',
      body: nudgeSettingsInputSchema,
      response: { 200: nudgeSettingsSchema },
    }),
    (request) => goalNudge.saveSettings(actorOf(request), request.body),
  );

  // One click from the mail client (RFC 8058: a POST with `List-Unsubscribe=One-Click`), no sign-in.
  r.post(
    '/goal-nudge/unsubscribe',
    route('public', {
      summary: 'Stop the weekly nudge mail: the signed link of the mail (List-Unsubscribe-Post)',
      querystring: nudgeUnsubscribeQuerySchema,
      response: { 200: z.object({ channel: z.literal('none') }) },
    }),
    async (request) => {
      await goalNudge.unsubscribe(request.query.token);
      return { channel: 'none' as const };
    },
  );

  // The same link followed from the mail's footer: a page that says it is done, or why not.
  r.get(
    '/goal-nudge/unsubscribe',
    route('public', {
      summary: 'Stop the weekly nudge mail from the link in its footer; answers a page',
      querystring: nudgeUnsubscribeQuerySchema,
    }),
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      try {
        const { language } = await goalNudge.unsubscribe(request.query.token);
        return page(language ?? request.language, 'goalNudge.unsubscribed_title', 'goalNudge.unsubscribed_body');
      } catch (error) {
        // A browser (the mail's link) reads a page; any other client the API's JSON error.
        if (!(error instanceof AppError) || !request.headers.accept?.includes('text/html')) throw error;
        reply.status(400);
        return page(request.language, 'goalNudge.link_invalid_title', 'goalNudge.errors.link_invalid');
      }
    },
  );
}
