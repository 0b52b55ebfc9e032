import {
  suggestionDecisionSchema,
  translationInputSchema,
  translationSchema,
  translationSuggestionPageSchema,
  translationSuggestionSchema,
} from '@ladder/shared/schemas/track-languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { CareerTracksService } from './career-tracks.service';

const trackParams = z.object({ career_track_id: z.string().max(100) });
const suggestionParams = z.object({ suggestion_id: z.string().max(100) });

/**
 * A track in both languages (docs/api/people-and-career-tracks.md "Both languages"): its
 * translation, written by its author or suggested by a member and accepted by the author.
 */
export async function trackLanguagesRoutes(app: FastifyInstance, options: { careerTracks: CareerTracksService }) {
  const languages = options.careerTracks.languages;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'career-tracks');

  r.get(
    '/career-tracks/:career_track_id/translation',
    route(
      'login',
      {
        summary: 'The track’s translation into the language it was not written in; 404 TRANSLATION_NOT_FOUND if none',
        params: trackParams,
        response: { 200: translationSchema },
      },
      { readOnly: true },
    ),
    (request) => languages.get(actorOf(request), request.params.career_track_id),
  );

  r.put(
    '/career-tracks/:career_track_id/translation',
    route('member', {
      summary: 'Its author writes (or rewrites) the translation; skill rows left out are read in the original',
      params: trackParams,
      body: translationInputSchema,
      response: { 200: translationSchema },
    }),
    (request) => languages.put(actorOf(request), request.params.career_track_id, request.body),
  );

  r.delete(
    '/career-tracks/:career_track_id/translation',
    route('member', { params: trackParams }),
    async (request, reply) => {
      await languages.remove(actorOf(request), request.params.career_track_id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/career-tracks/:career_track_id/translation-suggestions',
    route('member', {
      summary: 'A member suggests a translation of another member’s shared track; it replaces their open one',
      params: trackParams,
      body: translationInputSchema,
      response: { 201: translationSuggestionSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await languages.suggest(actorOf(request), request.params.career_track_id, request.body)),
  );

  r.get(
    '/career-tracks/:career_track_id/translation-suggestions',
    route(
      'login',
      {
        summary: 'Open suggested translations, newest first: all of them for the author, one’s own for anyone else',
        params: trackParams,
        querystring: pagingQuery,
        response: { 200: translationSuggestionPageSchema },
      },
      { readOnly: true },
    ),
    (request) =>
      languages.suggestions(actorOf(request), request.params.career_track_id, paging(request.query, undefined)),
  );

  r.put(
    '/translation-suggestions/:suggestion_id',
    route('member', {
      summary: 'The author accepts a suggestion (it becomes the translation) or declines it',
      params: suggestionParams,
      body: suggestionDecisionSchema,
      response: { 200: translationSuggestionSchema },
    }),
    (request) => languages.decide(actorOf(request), request.params.suggestion_id, request.body.status),
  );
}
