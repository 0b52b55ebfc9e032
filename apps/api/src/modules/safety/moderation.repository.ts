import type { ModerationAction, ReportCategory, ReportItemKind } from '@ladder/shared/schemas/safety';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime, limitRows } from '../../db/keyset';
import { trackModerationRepository } from './track-moderation.repository';

/** What a moderator may hide or remove. */
export type ContentKind = 'post' | 'comment' | 'career_track';

// The moderation queue and its decisions (docs/decisions/0046-reports-blocks-and-moderation.md).

export interface CaseRow {
  id: string;
  item_kind: ReportItemKind;
  item_id: string;
  author_id: string | null;
  author_name: string | null;
  author_username: string | null;
  snapshot: Record<string, unknown>;
  source: 'report' | 'appeal' | 'authority';
  status: 'open' | 'closed';
  appeal_text: string | null;
  appealed_decision_id: string | null;
  excluded_moderator_id: string | null;
  opened_at: string | Date;
  at_key: string;
  age_seconds: number;
  report_count: number;
  categories: { category: ReportCategory; count: number }[];
  earlier_cases: number;
  earlier_actions: number;
}

const caseColumns = sql`c.id, c.item_kind, c.item_id, c.author_id, u.name as author_name, u.username as author_username,
  c.snapshot, c.source, c.status, c.appeal_text, c.appealed_decision_id, c.excluded_moderator_id, c.opened_at,
  ${exactTime(sql`c.opened_at`)} as at_key,
  floor(extract(epoch from (now() - c.opened_at)))::int as age_seconds,
  (select count(*)::int from reports r where r.case_id = c.id) as report_count,
  coalesce((select json_agg(json_build_object('category', g.category, 'count', g.n) order by g.n desc, g.category)
            from (select r.category, count(*)::int as n from reports r where r.case_id = c.id group by r.category) g),
           '[]'::json) as categories,
  (select count(*)::int from moderation_cases h where h.author_id = c.author_id and h.id <> c.id) as earlier_cases,
  (select count(*)::int from moderation_decisions d join moderation_cases h on h.id = d.case_id
    where h.author_id = c.author_id and h.id <> c.id and d.action <> 'dismiss') as earlier_actions`;

export const moderationRepository = {
  /** Open cases, oldest first; cursor "time|case id". */
  queue(db: DbOrTx, cursor: { at: string; id: string } | null, limit: number): Promise<CaseRow[]> {
    return queryRows(
      db,
      sql`select ${caseColumns} from moderation_cases c left join users u on u.id = c.author_id
          where c.status = 'open'
            and ${cursor ? sql`(c.opened_at, c.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
          order by c.opened_at, c.id ${limitRows(limit)}`,
    );
  },

  async findCase(db: DbOrTx, id: string, isLocked = false): Promise<CaseRow | undefined> {
    const [row] = await queryRows<CaseRow>(
      db,
      sql`select ${caseColumns} from moderation_cases c left join users u on u.id = c.author_id
          where c.id = ${id}::uuid ${isLocked ? sql`for update of c` : sql``}`,
    );
    return row;
  },

  /** The case's reports, oldest first (the reporters stay anonymous to the moderator). */
  reportsOf(db: DbOrTx, caseId: string) {
    return queryRows<{ id: string; category: string; note: string | null; created_at: string | Date }>(
      db,
      sql`select id, category, note, created_at from reports where case_id = ${caseId}::uuid order by id limit 200`,
    );
  },

  /** The author's earlier decisions, newest first. */
  historyOf(db: DbOrTx, authorId: string, exceptCase: string) {
    return queryRows<{ id: string; action: string; rule: string; item_kind: string; created_at: string | Date }>(
      db,
      sql`select d.id, d.action, d.rule, h.item_kind, d.created_at
          from moderation_cases h join moderation_decisions d on d.case_id = h.id
          where h.author_id = ${authorId}::uuid and h.id <> ${exceptCase}::uuid
          order by d.created_at desc limit 20`,
    );
  },

  async insertDecision(
    db: DbOrTx,
    values: {
      caseId: string;
      moderatorId: string;
      action: ModerationAction;
      rule: ReportCategory;
      note: string | null;
      lockDays: number | null;
      legalReference?: string | null;
      requestingBody?: string | null;
    },
  ): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into moderation_decisions (id, case_id, moderator_id, action, rule, note, lock_days, legal_reference, requesting_body)
          values (ladder_uuid_v7(), ${values.caseId}::uuid, ${values.moderatorId}::uuid, ${values.action}, ${values.rule},
                  ${values.note}, ${values.lockDays}::int, ${values.legalReference ?? null}, ${values.requestingBody ?? null})
          returning id`,
    );
    if (!row) throw new Error('no decision');
    return row.id;
  },

  /** Closes the case; a removed item's snapshot is erased 90 days later. */
  async closeCase(db: DbOrTx, caseId: string, isRemoval: boolean): Promise<void> {
    await db.execute(
      sql`update moderation_cases set status = 'closed', closed_at = now(),
            snapshot_erase_at = ${isRemoval ? sql`now() + interval '90 days'` : sql`null`}
          where id = ${caseId}::uuid`,
    );
  },

  /** Settles the case's open reports with the outcome; the reporters who are still members. */
  async settleReports(db: DbOrTx, caseId: string, action: ModerationAction): Promise<string[]> {
    const rows = await queryRows<{ reporter_id: string | null }>(
      db,
      sql`update reports set status = ${action === 'dismiss' ? 'dismissed' : 'actioned'}, outcome = ${action}, resolved_at = now()
          where case_id = ${caseId}::uuid and status = 'open' returning reporter_id`,
    );
    return [...new Set(rows.flatMap((row) => (row.reporter_id ? [row.reporter_id] : [])))];
  },

  /** Hides or removes a post, comment or career track (db/visibility.ts reads the marks of the first two). */
  async mark(db: DbOrTx, kind: ContentKind, id: string, action: 'hide' | 'remove', rule: string): Promise<void> {
    if (kind === 'career_track') return trackModerationRepository.mark(db, id, action, rule);
    const table = sql.raw(kind === 'post' ? 'posts' : 'post_comments');
    await db.execute(
      action === 'hide'
        ? sql`update ${table} set hidden_reason = ${rule} where id = ${id}::uuid`
        : sql`update ${table} set removed_at = now(), hidden_reason = ${rule} where id = ${id}::uuid`,
    );
  },

  /** Locks the member until `days` from now. */
  async lock(db: DbOrTx, userId: string, days: number): Promise<void> {
    await db.execute(
      sql`update users set locked_until = now() + make_interval(days => ${days}::int) where id = ${userId}::uuid`,
    );
  },

  async userIdByUsername(db: DbOrTx, username: string): Promise<string | undefined> {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select id from users where lower(username) = lower(${username})`,
    );
    return row?.id;
  },

  /** Tells a member of a decision through the notifications (migration 0019's `ladder_notify`). */
  async notify(
    db: DbOrTx,
    readerId: string,
    kind: 'moderation' | 'report_outcome',
    decisionId: string,
    detail: string,
  ): Promise<void> {
    await db.execute(
      sql`select ladder_notify(${readerId}::uuid, ${kind}, ${`${kind}:${decisionId}`}, null, false, detail => ${detail})`,
    );
  },

  async findDecision(db: DbOrTx, id: string) {
    const [row] = await queryRows<{
      id: string;
      case_id: string;
      moderator_id: string | null;
      action: ModerationAction;
      appealed_at: string | null;
      author_id: string | null;
      item_kind: ReportItemKind;
      item_id: string;
      snapshot: Record<string, unknown>;
      source: string;
    }>(
      db,
      sql`select d.id, d.case_id, d.moderator_id, d.action, d.appealed_at, c.author_id, c.item_kind, c.item_id, c.snapshot,
                 c.source
          from moderation_decisions d join moderation_cases c on c.id = d.case_id
          where d.id = ${id}::uuid for update of d`,
    );
    return row;
  },

  /** An appeal: the decision is marked appealed and its item returns to the queue for another moderator. */
  async openAppeal(
    db: DbOrTx,
    decision: {
      id: string;
      moderator_id: string | null;
      item_kind: ReportItemKind;
      item_id: string;
      author_id: string | null;
      snapshot: object;
    },
    text: string,
  ): Promise<void> {
    await db.execute(sql`update moderation_decisions set appealed_at = now() where id = ${decision.id}::uuid`);
    await db.execute(
      sql`insert into moderation_cases (id, item_kind, item_id, author_id, snapshot, source, appealed_decision_id, excluded_moderator_id, appeal_text)
          values (ladder_uuid_v7(), ${decision.item_kind}, ${decision.item_id}::uuid, ${decision.author_id}::uuid,
                  ${JSON.stringify(decision.snapshot)}::jsonb, 'appeal', ${decision.id}::uuid, ${decision.moderator_id}::uuid, ${text})
          on conflict (item_kind, item_id) where status = 'open'
          do update set source = 'appeal', appealed_decision_id = excluded.appealed_decision_id,
                        excluded_moderator_id = excluded.excluded_moderator_id, appeal_text = excluded.appeal_text`,
    );
  },

  /** A decision as its author sees it (docs/api/safety.md "Moderation"). */
  async decisionOf(db: DbOrTx, id: string) {
    const [row] = await queryRows<{
      id: string;
      item_kind: ReportItemKind;
      item_id: string;
      action: ModerationAction;
      rule: ReportCategory;
      created_at: string | Date;
      appealed_at: string | Date | null;
      author_id: string | null;
      source: string;
    }>(
      db,
      sql`select d.id, c.item_kind, c.item_id, d.action, d.rule, d.created_at, d.appealed_at, c.author_id, c.source
          from moderation_decisions d join moderation_cases c on c.id = d.case_id where d.id = ${id}::uuid`,
    );
    return row;
  },

  /** An appeal granted: what the appealed decision did to the item or its author is undone. */
  async undo(db: DbOrTx, decisionId: string): Promise<void> {
    const row = await moderationRepository.decisionOf(db, decisionId);
    if (!row) return;
    if ((row.action === 'hide' || row.action === 'remove') && row.item_kind === 'career_track')
      await trackModerationRepository.undo(db, row.item_id);
    if (
      (row.action === 'hide' || row.action === 'remove') &&
      (row.item_kind === 'post' || row.item_kind === 'comment')
    ) {
      const table = sql.raw(row.item_kind === 'post' ? 'posts' : 'post_comments');
      await db.execute(
        sql`update ${table} set hidden_reason = null, removed_at = null where id = ${row.item_id}::uuid`,
      );
    }
    if (row.action === 'lock' && row.author_id)
      await db.execute(sql`update users set locked_until = null where id = ${row.author_id}::uuid`);
    await db.execute(
      sql`update moderation_cases set snapshot_erase_at = null
          where id = (select case_id from moderation_decisions where id = ${decisionId}::uuid)`,
    );
  },

  /**
   * The hourly work: a removed item's evidence whose 90 days are over is erased, the case's
   * snapshot and appeal, the removed post's or comment's text and the removed post's media rows;
   * how many cases, and the stored files to delete once this commits.
   */
  async eraseDueEvidence(db: DbOrTx): Promise<{ cases: number; files: string[] }> {
    const due = await queryRows<{ item_kind: ReportItemKind; item_id: string }>(
      db,
      sql`update moderation_cases set snapshot = '{}'::jsonb, appeal_text = null, snapshot_erase_at = null
          where snapshot_erase_at <= now() returning item_kind, item_id`,
    );
    const ids = (kind: ReportItemKind) => due.filter((row) => row.item_kind === kind).map((row) => row.item_id);
    for (const [kind, table, column] of [
      ['post', 'posts', 'content'],
      ['comment', 'post_comments', 'comment'],
    ] as const) {
      const list = ids(kind);
      if (list.length > 0)
        await db.execute(
          sql`update ${sql.raw(table)} set ${sql.raw(column)} = '' where removed_at is not null and id = any(${uuidArray(list)})`,
        );
    }
    const posts = ids('post');
    const media =
      posts.length === 0
        ? []
        : await queryRows<{ key: string; thumbnail_key: string | null }>(
            db,
            sql`delete from post_media m using posts p
                where m.post_id = p.id and p.removed_at is not null and p.id = any(${uuidArray(posts)})
                returning m.key, m.thumbnail_key`,
          );
    const trackFiles = await trackModerationRepository.erase(db, ids('career_track'));
    return {
      cases: due.length,
      files: [...trackFiles, ...media.flatMap((row) => [row.key, ...(row.thumbnail_key ? [row.thumbnail_key] : [])])],
    };
  },

  /** The queue's clock for /metrics: the oldest open case's age and how many are late. */
  async clock(db: DbOrTx, lateHours: number): Promise<{ oldest_seconds: number; late: number; open: number }> {
    const [row] = await queryRows<{ oldest_seconds: number; late: number; open: number }>(
      db,
      sql`select coalesce(floor(extract(epoch from (now() - min(opened_at)))), 0)::int as oldest_seconds,
                 count(*) filter (where opened_at < now() - make_interval(hours => ${lateHours}::int))::int as late,
                 count(*)::int as open
          from moderation_cases where status = 'open'`,
    );
    return row ?? { oldest_seconds: 0, late: 0, open: 0 };
  },
};
