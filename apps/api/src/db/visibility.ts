import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule of blocking (docs/decisions/0046-reports-blocks-and-moderation.md): whether either
 * member blocked the other. Every read surface that shows one member's things to another, and
 * every write between two members, goes through these two helpers; the notification trigger asks
 * the database function `ladder_blocked` (migration 0031), which says the same.
 *
 * Spelled out here rather than calling that function: PostgreSQL cannot inline a function whose
 * body holds subqueries, so it parsed and planned the function's body again at each execution
 * of every statement that called it, once per call site, however long the statement's own plan
 * had been kept (decision 0046, "Changed 2026-12-03"). Two probes of the primary key and of
 * `user_blocks_blocked_idx`.
 */
export const eitherBlocked = (a: SQL, b: SQL): SQL =>
  sql`(exists (select 1 from user_blocks ub where ub.blocker_id = ${a} and ub.blocked_id = ${b})
       or exists (select 1 from user_blocks ub where ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;

/**
 * Whether the viewer follows `member`, for a page of rows: a probe of `user_follows`' primary key
 * per row. Written as a scalar subquery, not `exists`: PostgreSQL may turn an `exists` into a
 * hashed subplan that first reads every member the viewer follows (3,000 for some), which cost a
 * feed page of 6 posts 0.23 of its 0.65 ms (bench/feed, a viewer following 3,000).
 */
export const followedBy = (viewerId: string | null, member: SQL): SQL =>
  viewerId
    ? sql`coalesce((select true from user_follows vf where vf.follower_id = ${viewerId}::uuid and vf.followee_id = ${member}), false)`
    : sql`false`;

/** The member `member` names is active (neither deactivated nor banned): only their things are shown. */
export const activeMember = (member: SQL): SQL =>
  sql`exists (select 1 from users au where au.id = ${member} and au.is_active)`;

/** `author` may be shown to the viewer: no block either way (a visitor blocks no one). */
export const notBlockedFor = (viewerId: string | null, author: SQL): SQL =>
  viewerId ? sql`not ${eitherBlocked(sql`${viewerId}::uuid`, author)}` : sql`true`;

/** The member `author` names is active and shown to the viewer (their posts, tracks, profile). */
export const authorShownTo = (viewerId: string | null, author: SQL): SQL =>
  sql`${activeMember(author)} and ${notBlockedFor(viewerId, author)}`;

/**
 * A post or comment a moderator hid is seen by its author only (`alias.hidden_reason`); one a
 * moderator removed by no one (`alias.removed_at`), while it is kept as evidence.
 */
export const notHiddenFor = (viewerId: string | null, alias: string): SQL => {
  const t = sql.raw(alias);
  return viewerId
    ? sql`(${t}.removed_at is null and (${t}.hidden_reason is null or ${t}.user_id = ${viewerId}::uuid))`
    : sql`(${t}.removed_at is null and ${t}.hidden_reason is null)`;
};

/**
 * A post or comment (alias `alias`) this viewer may read: its author active, no block either way,
 * and not hidden from them by a moderator. Every read of a post and every act on one keeps it.
 */
export const readableBy = (viewerId: string | null, alias: string): SQL =>
  sql`${authorShownTo(viewerId, sql.raw(`${alias}.user_id`))} and ${notHiddenFor(viewerId, alias)}`;

/**
 * The moderator's decision that hid a post, comment or track (`alias.hidden_reason` set), which its
 * author, the only one who still reads it, may appeal from the item; null when not hidden. The
 * author's cases are few (moderation_cases_author_idx).
 */
export const hidingDecision = (kind: 'post' | 'comment' | 'career_track', alias: string): SQL => {
  const t = sql.raw(alias);
  return sql`case when ${t}.hidden_reason is null then null else (
    select d.id from moderation_cases mc join moderation_decisions d on d.case_id = mc.id
    where mc.author_id = ${t}.user_id and mc.item_kind = ${kind} and mc.item_id = ${t}.id and d.action = 'hide'
    order by d.created_at desc limit 1) end`;
};

/**
 * A post (alias `p`) the viewer muted nothing of: its author, one of its hashtags, or a word or
 * phrase its text holds in any case, with or without Vietnamese accents (the word's target is
 * its `ladder_search_key`). For the viewer's own feed only.
 */
export const notMutedFor = (viewerId: string): SQL =>
  sql`not exists (select 1 from user_mutes m where m.user_id = ${viewerId}::uuid and (
        (m.kind = 'member' and m.muted_user_id = p.user_id)
        or (m.kind = 'hashtag' and exists (select 1 from post_hashtags mh where mh.post_id = p.id and mh.hashtag = m.target))
        or (m.kind = 'word' and ladder_search_key(p.content) like '%' || m.target || '%')))`;
