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
import { bearer, fastSerializer, paging, pagingBody, pagingQuery } from '../../lib/route-helpers';
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
  const member = { preHandler: app.requireUser };

  const userCall = {
    schema: { tags: ['follows'], security: bearer, querystring: userQuery, response: { 200: followUserResultSchema } },
    ...member,
  };
  r.post('/users/current/me/follow-user', userCall, (request) =>
    follows.followUser(actorOf(request), request.query.user_id),
  );
  r.delete('/users/current/me/unfollow-user', userCall, (request) =>
    follows.unfollowUser(actorOf(request), request.query.user_id),
  );

  for (const direction of ['followings', 'followers'] as const) {
    r.post(
      `/users/get-${direction}`,
      {
        schema: {
          tags: ['follows'],
          summary: `A member's ${direction}, newest follow first`,
          querystring: listQuery,
          body: pagingBody,
          response: { 200: personPageSchema },
        },
        preHandler: app.optionalUser,
        ...fastSerializer,
      },
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
  const hashtagCall = {
    schema: {
      tags: ['follows'],
      security: bearer,
      querystring: hashtagQuery,
      response: { 200: followedHashtagSchema },
    },
    ...member,
  };
  r.get('/hashtags/', hashtagCall, (request) => follows.hashtag(actorOf(request), request.query.hashtag));
  r.post('/hashtags/follow-hashtag', hashtagCall, (request) =>
    follows.followHashtag(actorOf(request), request.query.hashtag),
  );
  r.delete('/hashtags/unfollow-hashtag', hashtagCall, (request) =>
    follows.unfollowHashtag(actorOf(request), request.query.hashtag),
  );

  r.post(
    '/hashtags/get-following-hashtags',
    {
      schema: {
        tags: ['follows'],
        summary: 'Hashtags a member follows (the caller when user_id is left out)',
        querystring: listQuery,
        body: pagingBody,
        response: { 200: followedHashtagPageSchema },
      },
      preHandler: app.optionalUser,
      ...fastSerializer,
    },
    (request) =>
      follows.hashtags(request.actor, ownerOf(request, request.query.user_id), paging(request.query, request.body)),
  );

  const skillCall = {
    schema: { tags: ['follows'], security: bearer, querystring: skillQuery, response: { 200: followedSkillSchema } },
    ...member,
  };
  r.post('/skills/follow-skill', skillCall, (request) =>
    follows.followSkill(actorOf(request), request.query.skill_id, request.language),
  );
  r.delete('/skills/unfollow-skill', skillCall, (request) =>
    follows.unfollowSkill(actorOf(request), request.query.skill_id, request.language),
  );

  r.post(
    '/skills/get-following-skills',
    {
      schema: {
        tags: ['follows'],
        summary: 'Skills a member follows (the caller when user_id is left out), named in the request language',
        querystring: listQuery,
        body: pagingBody,
        response: { 200: followedSkillPageSchema },
      },
      preHandler: app.optionalUser,
      ...fastSerializer,
    },
    (request) =>
      follows.skills(
        request.actor,
        ownerOf(request, request.query.user_id),
        paging(request.query, request.body),
        request.language,
      ),
  );
}
