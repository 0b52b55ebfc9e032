import { previewSettingSchema, profilePreviewSchema, trackPreviewSchema } from '@ladder/shared/schemas/sharing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SharingService } from './sharing.service';

const trackParams = z.object({ career_track_id: z.string().max(100) });

/**
 * Shared links (docs/api/sharing.md, docs/decisions/0047-shared-links.md): the public preview of
 * a track and of a member, read by anyone without a token, and the author's preview switch.
 */
export async function sharingRoutes(app: FastifyInstance, options: { sharing: SharingService }) {
  const { sharing } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'sharing');

  r.get(
    '/career-tracks/:career_track_id/preview',
    route('visitor', {
      summary: 'A shared track as a visitor sees it: no what, why or resources of its skills',
      params: trackParams,
      response: { 200: trackPreviewSchema },
    }),
    (request) => sharing.trackPreview(request.language, request.params.career_track_id, request.actor?.id ?? null),
  );

  r.put(
    '/career-tracks/:career_track_id/preview',
    route('member', {
      summary: 'The author turns the track’s public preview on or off',
      params: trackParams,
      body: previewSettingSchema,
      response: { 200: previewSettingSchema },
    }),
    (request) =>
      sharing.setPreviewsAllowed(actorOf(request), request.params.career_track_id, request.body.previews_allowed),
  );

  r.get(
    '/users/preview/:username',
    route('visitor', {
      summary: 'A member’s public page: name, headline and the tracks they share with previews on',
      params: z.object({ username: z.string().max(300) }),
      response: { 200: profilePreviewSchema },
    }),
    (request) => sharing.profilePreview(request.params.username, request.actor?.id ?? null),
  );
}
