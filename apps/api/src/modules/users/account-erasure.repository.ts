import { sql } from 'drizzle-orm';
import { textArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { usersRepository, type UserRow } from './users.repository';

/**
 * The SQL of account deletion (docs/decisions/0033-erasing-an-account.md): scheduling, cancelling,
 * claiming a due account, and erasing it in one transaction with every counter moved by the rows
 * that really went.
 */
/** Adds (1) or removes (-1) the member's shared tracks from their industries' counts. */
async function moveTrackCounts(db: DbOrTx, id: string, sign: 1 | -1): Promise<void> {
  await db.execute(sql`
    update industries i set total_career_tracks = i.total_career_tracks + ${sign}::int * t.n
    from (select industry_id, count(*)::int as n from career_tracks
          where user_id = ${id}::uuid and status = 'shared' group by industry_id) t
    where i.id = t.industry_id`);
}

export const accountErasureRepository = {
  /** Sets (or clears, with null) when the account is erased; answers the member, or nothing when gone. */
  async setDue(db: DbOrTx, id: string, dueAt: Date | null): Promise<UserRow | undefined> {
    return usersRepository.update(db, id, { deletion_due_at: dueAt });
  },

  /**
   * Hides a member during the grace period as a deactivation hides them (docs/product.md
   * "Accounts"): inactive, so no profile, post, comment, track or search finds them, and their
   * shared tracks leave their industries' counts. Their follows stay, so that cancelling restores
   * everything; `deactivated_at` stays null, which tells them from a deactivated member.
   */
  async hide(db: DbOrTx, id: string): Promise<void> {
    const [hidden] = await queryRows<{ id: string }>(
      db,
      sql`update users set is_active = false where id = ${id}::uuid and is_active returning id`,
    );
    if (hidden) await moveTrackCounts(db, id, -1);
  },

  /** Cancels the deletion of a hidden member: shown again, with their shared tracks counted. Answers whether it did. */
  async show(db: DbOrTx, id: string): Promise<boolean> {
    const [shown] = await queryRows<{ was_hidden: boolean }>(
      db,
      sql`update users u set deletion_due_at = null, is_active = true
          from (select is_active as was_active from users where id = ${id}::uuid for update) before
          where u.id = ${id}::uuid and u.deletion_due_at is not null and u.deactivated_at is null
          returning not before.was_active as was_hidden`,
    );
    if (!shown) return false;
    if (shown.was_hidden) await moveTrackCounts(db, id, 1);
    return true;
  },

  /**
   * Claims one account whose erasure is due, locking its row; an account another instance is
   * erasing is skipped (SKIP LOCKED), so several instances share the work. With `id`, only that
   * one, and its lock is waited for: any insert of a row that points at the member holds the row
   * FOR KEY SHARE until it commits, and skipping it then would leave the account in place.
   */
  async claimDue(db: DbOrTx, id?: string): Promise<UserRow | undefined> {
    const [row] = await queryRows<{ id: string }>(
      db,
      id
        ? sql`select id from users where deletion_due_at <= now() and id = ${id}::uuid for update`
        : sql`select id from users where deletion_due_at <= now()
              order by deletion_due_at limit 1 for update skip locked`,
    );
    return row ? usersRepository.findById(db, row.id) : undefined;
  },

  /** The member's posts (their tracks' posts too): each has a folder in the media store. */
  async postIds(db: DbOrTx, id: string): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(db, sql`select id from posts where user_id = ${id}::uuid`);
    return rows.map((row) => row.id);
  },

  /**
   * Removes what the member did to others' things, moving the counters it was part of: likes and
   * shares, outdated votes, comments and replies (a comment's replies go with it, as when its
   * author deletes it), follows of people and hashtags, and an active member's shared tracks
   * leave their industries' counts.
   */
  async withdraw(db: DbOrTx, user: UserRow): Promise<void> {
    const id = user.id;
    await db.execute(sql`
      with gone as (delete from post_interactions where user_id = ${id}::uuid returning post_id, liked, shared),
      moved as (select post_id, count(*) filter (where liked)::int as likes,
                       count(*) filter (where shared)::int as shares
                from gone group by post_id)
      update posts p set total_post_likes = p.total_post_likes - moved.likes,
                         total_post_shares = p.total_post_shares - moved.shares
      from moved where p.id = moved.post_id`);
    await db.execute(sql`
      with gone as (delete from career_track_outdated_votes where user_id = ${id}::uuid returning career_track_id)
      update career_tracks t set total_outdated_votes = t.total_outdated_votes - 1
      from gone where t.id = gone.career_track_id`);
    // Their replies under others' comments leave those comments' reply counts; their comments go
    // with every reply under them, and each post's comment count drops by all of them.
    await db.execute(sql`
      update post_comments c set total_replies = c.total_replies - r.n
      from (select parent_comment_id, count(*)::int as n from post_comments
            where user_id = ${id}::uuid and parent_comment_id is not null group by parent_comment_id) r
      where c.id = r.parent_comment_id and c.user_id <> ${id}::uuid`);
    await db.execute(sql`
      with gone as (
        delete from post_comments
        where user_id = ${id}::uuid
           or parent_comment_id in (select id from post_comments where user_id = ${id}::uuid and parent_comment_id is null)
        returning post_id)
      update posts p set total_post_comments = p.total_post_comments - g.n
      from (select post_id, count(*)::int as n from gone group by post_id) g where p.id = g.post_id`);
    // A member hidden for the grace period still has their follows; their tracks left the counts.
    const isHidden = !user.is_active && user.deletion_due_at !== null && user.deactivated_at === null;
    if (user.is_active || isHidden) await usersRepository.withdrawFromCounts(db, id, { tracks: user.is_active });
    else
      await db.execute(sql`
        with gone as (delete from hashtag_follows where user_id = ${id}::uuid returning hashtag)
        update hashtags h set total_followers = h.total_followers - 1 from gone where h.tag = gone.hashtag`);
  },

  /**
   * Deletes the member's posts (their hashtags lose them; comments, likes, media rows and feed
   * entries go by cascade), their tracks (others' tracks derived from them stay, without the
   * link), the mail waiting for their address and their row (sessions, tokens, identities,
   * subscriptions, skills, goals, notifications to and from them, by cascade). Hashtags and
   * search words that only they used go too.
   */
  async erase(db: DbOrTx, user: UserRow): Promise<void> {
    const id = user.id;
    const words = await queryRows<{ word: string }>(
      db,
      sql`select distinct word from search_postings
          where entity_id = ${id}::uuid or entity_id in (select id from career_tracks where user_id = ${id}::uuid)`,
    );
    const tags = await queryRows<{ tag: string }>(
      db,
      sql`with gone as (
            select ph.hashtag, count(*)::int as n from post_hashtags ph join posts p on p.id = ph.post_id
            where p.user_id = ${id}::uuid group by ph.hashtag)
          update hashtags h set total_posts = h.total_posts - gone.n from gone where h.tag = gone.hashtag
          returning h.tag`,
    );
    // Before the mail: a build finishing holds its export's row until it commits with its mail;
    // waiting here lets the statement below, run after it, remove that mail too. A build still
    // running finds its row gone and removes its archive (docs/decisions/0039).
    await db.execute(sql`delete from data_exports where user_id = ${id}::uuid`);
    await db.execute(sql`delete from posts where user_id = ${id}::uuid`);
    await db.execute(sql`delete from career_tracks where user_id = ${id}::uuid`);
    await db.execute(sql`delete from mail_outbox where to_address = ${user.email}`);
    // Their notifications go before their row: the unread-count trigger of each deleted one
    // writes to their count row, which must still have a member to point at.
    await db.execute(sql`delete from notifications where user_id = ${id}::uuid`);
    // Their reports keep no personal data (reporter_id goes with their row; the note here), nor
    // do the cases about them, but a removal's evidence, kept to its 90 days (docs/api/safety.md).
    await db.execute(sql`update reports set note = null where reporter_id = ${id}::uuid and note is not null`);
    await db.execute(
      sql`update moderation_cases set snapshot = '{}'::jsonb, appeal_text = null
          where author_id = ${id}::uuid and (snapshot_erase_at is null or snapshot_erase_at <= now())`,
    );
    await db.execute(sql`delete from users where id = ${id}::uuid`);
    // A hashtag nobody uses or follows any more, and a word of the search dictionary no name,
    // headline or title holds any more, could still tell something of them.
    if (tags.length > 0)
      await db.execute(sql`
        delete from hashtags h where h.tag = any(${textArray(tags.map((row) => row.tag))})
          and h.total_posts = 0 and h.total_followers = 0
          and not exists (select 1 from hashtag_follows f where f.hashtag = h.tag)`);
    if (words.length > 0)
      await db.execute(sql`
        delete from search_words w where w.word = any(${textArray(words.map((row) => row.word))})
          and not exists (select 1 from search_postings p where p.word = w.word)`);
  },
};
