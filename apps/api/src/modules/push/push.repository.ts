import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@ladder/shared/constants';
import { z } from 'zod';
import { textArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { limitRows } from '../../db/keyset';

/** A queued push, claimed: where it goes, the keys it is encrypted to, and in which language. */
export const claimedPushRowSchema = z.strictObject({
  id: z.string(),
  attempts: z.number(),
  notification_id: z.string(),
  subscription_id: z.string(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  language: z.enum(LANGUAGES),
  /** The session still signed in and the member active: else the push is dropped unsent. */
  is_live: z.boolean(),
});
export type ClaimedPush = z.infer<typeof claimedPushRowSchema>;

/** SQL of Web Push; the queue is filled by migration 0036's trigger on `notifications`. */
export const pushRepository = {
  /** Saves a browser's subscription for this session; the same endpoint moves to the newest session. */
  async subscribe(
    db: DbOrTx,
    row: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string; id: string },
  ): Promise<void> {
    await queryRows(
      db,
      sql`insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth)
          values (${row.id}::uuid, ${row.userId}::uuid, ${row.sessionId}::uuid, ${row.endpoint}, ${row.p256dh}, ${row.auth})
          on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
            p256dh = excluded.p256dh, auth = excluded.auth
          returning 1 as ok`,
    );
  },

  async count(db: DbOrTx, userId: string): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from push_subscriptions where user_id = ${userId}::uuid`,
    );
    return rows[0]?.count ?? 0;
  },

  /** The member's oldest subscription, removed to make room for a new one. */
  async dropOldest(db: DbOrTx, userId: string): Promise<void> {
    await queryRows(
      db,
      sql`delete from push_subscriptions where id = (select id from push_subscriptions
            where user_id = ${userId}::uuid order by created_at, id limit 1) returning 1 as ok`,
    );
  },

  async unsubscribe(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
    await queryRows(
      db,
      sql`delete from push_subscriptions where user_id = ${userId}::uuid and endpoint = ${endpoint} returning 1 as ok`,
    );
  },

  async remove(db: DbOrTx, subscriptionId: string): Promise<void> {
    await queryRows(db, sql`delete from push_subscriptions where id = ${subscriptionId}::uuid returning 1 as ok`);
  },

  async groupsOff(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await queryRows<{ groups_off: string[] }>(
      db,
      sql`select groups_off from push_settings where user_id = ${userId}::uuid`,
    );
    return rows[0]?.groups_off ?? [];
  },

  async saveGroupsOff(db: DbOrTx, userId: string, groupsOff: string[]): Promise<void> {
    await queryRows(
      db,
      sql`insert into push_settings (user_id, groups_off) values (${userId}::uuid, ${textArray(groupsOff)})
          on conflict (user_id) do update set groups_off = excluded.groups_off returning 1 as ok`,
    );
  },

  /**
   * Claims due pushes no other instance holds (SKIP LOCKED), each with a lease: one instance sends
   * each push; a push claimed by an instance that died goes after its lease.
   */
  claim(db: DbOrTx, limit: number, leaseSeconds: number) {
    return queryRows<ClaimedPush>(
      db,
      sql`with claimed as (
            update push_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
            where id in (select id from push_outbox
                         where next_attempt_at <= now() and (locked_until is null or locked_until < now())
                         order by next_attempt_at ${limitRows(limit)} for update skip locked)
            returning id, attempts, notification_id, subscription_id)
          select c.id, c.attempts, c.notification_id, c.subscription_id, s.endpoint, s.p256dh, s.auth,
                 u.default_language as language,
                 (x.revoked_at is null and x.expires_at > now() and u.is_active) as is_live
          from claimed c
          join push_subscriptions s on s.id = c.subscription_id
          join sessions x on x.id = s.session_id
          join users u on u.id = s.user_id
          order by c.id`,
    );
  },

  async done(db: DbOrTx, id: string): Promise<void> {
    await queryRows(db, sql`delete from push_outbox where id = ${id}::uuid returning 1 as ok`);
  },

  async retry(db: DbOrTx, id: string, delaySeconds: number): Promise<void> {
    await queryRows(
      db,
      sql`update push_outbox set locked_until = null, next_attempt_at = now() + make_interval(secs => ${delaySeconds})
          where id = ${id}::uuid returning 1 as ok`,
    );
  },

  async pending(db: DbOrTx): Promise<number> {
    const rows = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from push_outbox`);
    return rows[0]?.count ?? 0;
  },
};
