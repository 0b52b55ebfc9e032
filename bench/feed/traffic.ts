import type pg from 'pg';
import { log } from '../lib/lifecycle';
import { cannon, type Rotation } from '../lib/load';

/** The members' own calls in the feed benchmark: their page 1, follows and a hot post, like toggles. */

export const FEED_CALL = '/posts/get-new-feeds';

export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

export const LIKES_PER_S = 200;

/**
 * LIKES_PER_S like / unlike toggles a second (`toggles` of the pages given), sent by a second
 * autocannon worker from the warm-up on; the stop reports how many were answered.
 */
export function likesBeside(
  apiUrl: string,
  pages: { authorization: string; postIds: string[] }[],
  /** How long to send them: until the measured run has surely ended. */
  seconds: number,
) {
  const running = cannon(
    {
      url: apiUrl,
      connections: 10,
      rate: LIKES_PER_S,
      postmasterPid: null,
      rotate: { method: 'PUT', headers: { 'content-type': 'application/json' }, rotation: toggles(pages) },
    },
    seconds,
  );
  return async () => {
    const likes = await running;
    return `${likes.requests - likes.non2xx - likes.errors} likes answered 2xx, ${likes.non2xx + likes.errors} not`;
  };
}

/** Every member likes each post of their page 1, then unlikes it, round after round. */
export function toggles(pages: { authorization: string; postIds: string[] }[]): Rotation[] {
  return [true, false].flatMap((liked) =>
    pages.flatMap((page) =>
      page.postIds.map((postId) => ({
        authorization: page.authorization,
        path: `/api/v1/post-interactions/${postId}`,
        body: JSON.stringify({ liked }),
      })),
    ),
  );
}

/** One JSON call to the API as a member. */
const apiCall = (apiUrl: string, authorization: string, method: string, path: string, body: object = {}) =>
  fetch(`${apiUrl}/api/v1${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A member's feed page 1: its post ids and page-2 cursor. */
export async function readPage1(apiUrl: string, authorization: string) {
  const response = await apiCall(apiUrl, authorization, 'POST', FEED_CALL);
  const body = (await response.json()) as { items?: { id: string }[]; last_evaluated_key?: string | null };
  return {
    authorization,
    status: response.status,
    items: body.items?.length ?? 0,
    postIds: body.items?.map((p) => p.id) ?? [],
    key: body.last_evaluated_key ?? null,
  };
}

/**
 * A hot post: every typical viewer follows one more member (an ordinary one, not a viewer),
 * through the API, and that member then posts, so that the post tops every typical viewer's
 * page 1. Returns the pages to read (fetched once) and the post's id.
 */
export async function hotPostPages(
  apiUrl: string,
  client: pg.Client,
  issue: (userId: string) => Promise<string>,
  pages: { authorization: string }[],
): Promise<{ pages: { authorization: string; postIds: string[] }[]; postId: string }> {
  const { rows } = await client.query<{ id: string }>(
    'select id from users where not exists (select 1 from timeline_entries t where t.user_id = users.id) limit 1',
  );
  const authorId = rows[0]?.id;
  if (!authorId) throw new Error('no member to make a hot author of');
  await inBatches(pages, 10, async (page) => {
    const response = await apiCall(
      apiUrl,
      page.authorization,
      'POST',
      `/users/current/me/follow-user?user_id=${authorId}`,
    );
    if (!response.ok) throw new Error(`follow answered ${response.status}`);
  });
  const author = await issue(authorId);
  const created = await apiCall(apiUrl, author, 'POST', '/posts', { content: 'A post everyone reads #hot' });
  const postId = ((await created.json()) as { id: string }).id;
  const read = await inBatches(pages, 10, (page) => readPage1(apiUrl, page.authorization));
  const topped = read.filter((page) => page.postIds[0] === postId).length;
  log(`  hot post: ${topped}/${read.length} typical viewers have it at the top of page 1`);
  return { pages: read, postId };
}
