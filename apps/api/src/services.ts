import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { createOidcClient } from './lib/oidc';
import type { Mailer } from './mail/mailer';
import { createAuthService } from './modules/auth/auth.service';
import { createExternalAuthService } from './modules/auth/external-auth.service';
import { createOneTimeTokensService } from './modules/auth/one-time-tokens.service';
import { createSessionsService } from './modules/auth/sessions.service';
import { createCommentsService } from './modules/comments/comments.service';
import { createInteractionsService } from './modules/interactions/interactions.service';
import { createPostsPresenter } from './modules/posts/posts.presenter';
import { createPostsService } from './modules/posts/posts.service';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUsersPresenter } from './modules/users/users.presenter';
import { createUsersService } from './modules/users/users.service';
import type { MediaStore } from './storage/media-store';

/**
 * Every service, each given only what it uses. The app's routes and the demo-data seeder
 * both work through these, so seeded data obeys the same rules (counters, timelines).
 */
export function createServices(
  config: Readonly<Config> & { jwtSecret: string },
  deps: { db: Db; mailer: Mailer; media: MediaStore; log: FastifyBaseLogger },
) {
  const { db, mailer, media, log } = deps;
  const sessions = createSessionsService({ db, jwtSecret: config.jwtSecret });
  const tokens = createOneTimeTokensService();
  const users = createUsersService({ db, presenter: createUsersPresenter(media.url), sessions });
  const auth = createAuthService({ db, publicUrl: config.publicUrl, mailer, users, sessions, tokens });
  const external = createExternalAuthService({
    db,
    publicUrl: config.publicUrl,
    users,
    sessions,
    log,
    providers: {
      ...(config.google
        ? {
            google: createOidcClient({
              issuer: config.google.issuer,
              clientId: config.google.clientId,
              // Google signs its ID tokens with either spelling of its issuer.
              issuerAliases: config.google.issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : [],
            }),
          }
        : {}),
      ...(config.linkedin
        ? {
            linkedin: {
              ...createOidcClient({
                issuer: config.linkedin.issuer,
                clientId: config.linkedin.clientId,
                clientSecret: config.linkedin.clientSecret,
              }),
              clientId: config.linkedin.clientId,
            },
          }
        : {}),
    },
  });
  const posts = createPostsService({ db, presenter: createPostsPresenter(media.url), media, log });
  const interactions = createInteractionsService({ db, posts, mediaUrl: media.url });
  const comments = createCommentsService({ db, posts, mediaUrl: media.url });
  const uploads = createUploadsService({ posts, media });
  return { sessions, tokens, users, auth, external, posts, interactions, comments, uploads };
}

export type Services = ReturnType<typeof createServices>;
