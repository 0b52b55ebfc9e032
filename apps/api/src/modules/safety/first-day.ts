import { SAFETY_LIMITS } from '@ladder/shared/schemas/safety';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';

// A new account's first day (docs/api/safety.md "New accounts"): fewer posts, comments, links
// and mentions an hour, the usual pattern of a scam account made to post and leave.

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;
const MENTION = /(?<![\p{L}\p{N}_@])@[\p{L}\p{N}_.]+/gu;

/** The links and @mentions in a text. */
export function linksAndMentions(text: string): { links: number; mentions: number } {
  return { links: text.match(LINK)?.length ?? 0, mentions: text.match(MENTION)?.length ?? 0 };
}

/** Whether the account is within its first `hours` (0: no account is new). */
export function isNewAccount(actor: Pick<Actor, 'created_at'>, hours: number, now = Date.now()): boolean {
  return hours > 0 && now - new Date(actor.created_at).getTime() < hours * 3600_000;
}

type What = 'posts' | 'comments' | 'links' | 'mentions';

function refuse(what: What): never {
  throw new AppError('NEW_ACCOUNT_LIMIT', {
    params: { ...SAFETY_LIMITS.firstDay },
    extra: { limit: what, max: SAFETY_LIMITS.firstDay[what] },
    retryAfter: 3600,
  });
}

/**
 * Refuses (429 NEW_ACCOUNT_LIMIT) a post or comment of a new account past its hourly limits,
 * counting what it wrote in the last hour; the caller holds the author's row, so two requests
 * at once cannot both pass. Older accounts are not counted.
 */
export async function assertFirstDayRoom(
  tx: DbOrTx,
  actor: Pick<Actor, 'id' | 'created_at'>,
  hours: number,
  adding: { kind: 'posts' | 'comments'; text: string },
): Promise<void> {
  if (!isNewAccount(actor, hours)) return;
  // A new account wrote little: at most its first day's posts and comments are read.
  const rows = await queryRows<{ kind: 'posts' | 'comments'; text: string }>(
    tx,
    sql`select 'posts' as kind, content as text from posts
          where user_id = ${actor.id}::uuid and created_at > now() - interval '1 hour'
        union all
        select 'comments' as kind, comment as text from post_comments
          where user_id = ${actor.id}::uuid and created_at > now() - interval '1 hour'`,
  );
  const written = rows.filter((row) => row.kind === adding.kind).length;
  if (written >= SAFETY_LIMITS.firstDay[adding.kind]) refuse(adding.kind);
  const total = [...rows.map((row) => row.text), adding.text].map(linksAndMentions);
  const sum = (key: 'links' | 'mentions') => total.reduce((n, counts) => n + counts[key], 0);
  if (linksAndMentions(adding.text).links > 0 && sum('links') > SAFETY_LIMITS.firstDay.links) refuse('links');
  if (linksAndMentions(adding.text).mentions > 0 && sum('mentions') > SAFETY_LIMITS.firstDay.mentions)
    refuse('mentions');
}
