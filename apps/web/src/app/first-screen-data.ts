import type { Legal } from '@ladder/shared/schemas/auth';
import type { Comment, Page, Post } from '@ladder/shared/schemas/posts';
import type { Transparency } from '@ladder/shared/schemas/safety';
import type { ProfilePreview, TrackPreview } from '@ladder/shared/schemas/sharing';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { commentKeys } from '../lib/query-keys/comments';
import { postKeys } from '../lib/query-keys/posts';
import { profileKeys } from '../lib/query-keys/profile';
import { trackKeys } from '../lib/query-keys/tracks';
import { authKeys } from '../lib/query-keys/session';
import { safetyKeys } from '../lib/query-keys/safety';
import { storage } from '../lib/storage';

/**
 * What the server knows of a first screen and puts in its page (apps/api's web-pages.ts): the
 * screen is drawn with it on the server, and the browser starts from it without asking again.
 */
export interface FirstScreenData {
  /** A shared post, as a visitor reads it. */
  post?: Post;
  /** Its first page of comments, so that the page does not move when the browser takes it over. */
  comments?: Page<Comment>;
  /** A shared track's public preview and a member's public page (docs/decisions/0047-shared-links.md). */
  trackPreview?: TrackPreview;
  profilePreview?: ProfilePreview;
  /** Who controls the members' data (the legal pages). */
  legal?: Legal;
  /** The sign-in providers that are configured (the sign-in and registration pages). */
  providers?: unknown;
  /** The transparency report's months (/transparency). */
  transparency?: Transparency;
}

/** Puts a first screen's data in a query cache, under the keys its screen reads. */
export function seedFirstScreen(client: QueryClient, data: FirstScreenData, isVisitor = true): void {
  // A member's view of a post differs (their like, their save): theirs is asked for.
  if (data.post && isVisitor) client.setQueryData(postKeys.one(data.post.id), data.post);
  if (data.post && data.comments && isVisitor)
    client.setQueryData(commentKeys.list(data.post.id), { pages: [data.comments], pageParams: [null] });
  if (data.trackPreview && isVisitor) client.setQueryData(trackKeys.preview(data.trackPreview.id), data.trackPreview);
  if (data.profilePreview && isVisitor)
    client.setQueryData(profileKeys.preview(data.profilePreview.username), data.profilePreview);
  if (data.legal) client.setQueryData(authKeys.legal, data.legal);
  if (data.providers) client.setQueryData(authKeys.loginProviders, data.providers);
  if (data.transparency) client.setQueryData(safetyKeys.transparency, data.transparency);
}

/** The data the server put in the page, if any. */
function embedded(): FirstScreenData {
  const element = document.getElementById('first-screen-data');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as FirstScreenData;
  } catch {
    return {};
  }
}

/** A member's first request goes once: an answer that fails is asked again by its screen. */
const once = { retry: false } as const;

/**
 * Fills the cache with what the page carries, then starts the requests for the data of the
 * screen the browser opened on, while the screen's code is still loading, instead of after it
 * has rendered: on a phone network that is a round trip or more saved before the content
 * paints. The queries are the ones the screen reads, so each is asked once. Each module imported
 * here is in the screen's own first chunks (docs/architecture.md, "Serving the web app"), so the
 * entry stays as small as it was.
 *
 * Resolves when a member's first screen has its main data (or its requests or modules failed):
 * start.tsx draws the screen once, with it, rather than once per answer (docs/performance.md).
 */
export function prefetchFirstScreen(pathname: string): Promise<unknown> {
  const isVisitor = storage.read('token') === null;
  const data = embedded();
  seedFirstScreen(queryClient, data, isVisitor);
  const waits: Promise<unknown>[] = [];
  const post = /^\/post\/([^/]+)$/.exec(pathname)?.[1];
  if (post && !(data.post && isVisitor))
    waits.push(
      import('../features/posts/api/get-post').then(({ postQueryOptions }) =>
        queryClient.prefetchQuery(postQueryOptions(decodeURIComponent(post))),
      ),
    );
  const track = /^\/ladder\/([^/]+)$/.exec(pathname)?.[1];
  if (isVisitor) {
    if (track && !data.trackPreview)
      void import('../features/tracks/api/get-track-preview')
        .then(({ trackPreviewQueryOptions }) =>
          queryClient.prefetchQuery(trackPreviewQueryOptions(decodeURIComponent(track))),
        )
        .catch(() => undefined);
    return Promise.allSettled(waits);
  }
  waits.push(
    import('../features/auth/api/get-me').then(({ meQueryOptions }) =>
      queryClient.prefetchQuery({ ...meQueryOptions(true), ...once }),
    ),
  );
  const userId = storage.read('userId');
  if (track)
    waits.push(
      import('../features/tracks/api/get-tracks').then(({ trackQueryOptions }) =>
        queryClient.prefetchQuery(trackQueryOptions(decodeURIComponent(track))),
      ),
      import('../features/tracks/api/skills').then(({ skillCategoriesQueryOptions }) =>
        queryClient.prefetchQuery({ ...skillCategoriesQueryOptions(), ...once }),
      ),
      // A member's whole track (ladder.tsx loads it apart from a visitor's preview).
      import('./routes/track-view'),
    );
  if (pathname === '/feed')
    waits.push(
      import('../features/posts/api/get-feed').then(({ feedQueryOptions }) =>
        queryClient.prefetchInfiniteQuery({ ...feedQueryOptions(null), ...once }),
      ),
    );
  // Home's goal card and a track's goal button are asked for at once too, but the screen does not
  // wait for them: their places are kept while they load.
  if (userId && (track || pathname === '/feed'))
    void import('../features/tracks/api/growth')
      .then(async ({ gapQueryOptions, goalsQueryOptions }) => {
        const goals = await queryClient.fetchQuery(goalsQueryOptions(userId)).catch(() => null);
        const goal = goals?.items[0];
        if (goal && pathname === '/feed') await queryClient.prefetchQuery(gapQueryOptions(goal.career_track.id));
      })
      // The module lost with the connection: the card asks again once it is drawn.
      .catch(() => undefined);
  return Promise.allSettled(waits);
}
