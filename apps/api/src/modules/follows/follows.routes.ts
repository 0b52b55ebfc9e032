import {
  followedHashtagPageSchema,
  followedHashtagSchema,
  followedSkillPageSchema,
  followedSkillSchema,
  followUserResultSchema,
  personPageSchema,
} from '@ladder/shared/schemas/people';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { FollowsService } from './follows.service';

const userQuery = z.object({ user_id: z.string().max(100) });
const hashtagQuery = z.object({ hashtag: z.string().max(300) });
const skillQuery = z.object({ skill_id: z.string().max(100) });
const listQuery = pagingQuery.extend({ user_id: z.string().max(100).optional() });

/** The list owner: `user_id` when given, else the signed-in caller. */
const ownerOf = (request: FastifyRequest, userId: string | undefined) => userId ?? actorOf(request).id;

export async function followsRoutes(app: FastifyInstance, options: { follows: FollowsService }) {
  const { follows } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'follows');

  const userCall = route('member', { querystring: userQuery, response: { 200: followUserResultSchema } });
  r.post('/users/current/me/follow-user', userCall, (request) =>
    follows.followUser(actorOf(request), request.query.user_id),
  );
  r.delete('/users/current/me/unfollow-user', userCall, (request) =>
    follows.unfollowUser(actorOf(request), request.query.user_id),
  );

  for (const direction of ['followings', 'followers'] as const) {
    r.post(
      `/users/get-${direction}`,
      route(
        'visitor',
        {
          summary: `A member's ${direction}, newest follow first`,
          querystring: listQuery,
          body: pagingBody,
          response: { 200: personPageSchema },
        },
        { readOnly: true, fast: true },
      ),
      (request) =>
        follows.people(
          direction,
          request.actor,
          ownerOf(request, request.query.user_id),
          paging(request.query, request.body),
        ),
    );
  }

  // One hashtag's state, and the follow / unfollow that change it, all answer the same shape.
  const hashtagCall = route('member', { querystring: hashtagQuery, response: { 200: followedHashtagSchema } });
  r.get('/hashtags/', hashtagCall, (request) => follows.hashtag(actorOf(request), request.query.hashtag));
  r.post('/hashtags/follow-hashtag', hashtagCall, (request) =>
    follows.followHashtag(actorOf(request), request.query.hashtag),
  );
  r.delete('/hashtags/unfollow-hashtag', hashtagCall, (request) =>
    follows.unfollowHashtag(actorOf(request), request.query.hashtag),
  );

  r.post(
    '/hashtags/get-following-hashtags',
    route(
      'visitor',
      {
        summary: 'Hashtags a member follows (the caller when user_id is left out)',
        querystring: listQuery,
        body: pagingBody,
        response: { 200: followedHashtagPageSchema },
      },
      { readOnly: true, fast: true },
    ),
    (request) =>
      follows.hashtags(request.actor, ownerOf(request, request.query.user_id), paging(request.query, request.body)),
  );

  const skillCall = route('member', { querystring: skillQuery, response: { 200: followedSkillSchema } });
  r.post('/skills/follow-skill', skillCall, (request) =>
    follows.followSkill(actorOf(request), request.query.skill_id, request.language),
  );
  r.delete('/skills/unfollow-skill', skillCall, (request) =>
    follows.unfollowSkill(actorOf(request), request.query.skill_id, request.language),
  );

  r.post(
    '/skills/get-following-skills',
    route(
      'visitor',
      {
        summary: 'Skills a member follows (the caller when user_id is left out), named in the request language',
        querystring: listQuery,
        body: pagingBody,
        response: { 200: followedSkillPageSchema },
      },
      { readOnly: true, fast: true },
    ),
    (request) =>
      follows.skills(
        request.actor,
        ownerOf(request, request.query.user_id),
        paging(request.query, request.body),
        request.language,
      ),
  );
}
