import type { ReportCategory, ReportItemKind } from '@ladder/shared/schemas/safety';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { rawTime } from '../../db/row-schemas';
import { authorShownTo, readableBy } from '../../db/visibility';
import { limitRows } from '../../db/keyset';

// Reports and the moderation cases they gather in (docs/decisions/0046-reports-blocks-and-moderation.md).

export const reportRowSchema = z.strictObject({
  id: z.string(),
  item_kind: z.string(),
  item_id: z.string(),
  category: z.string(),
  note: z.string().nullable(),
  status: z.string(),
  outcome: z.string().nullable(),
  created_at: rawTime,
  resolved_at: rawTime.nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

/** An item as the reporter may see it: its author and what it says now, or nothing. */
export interface ItemSnapshot {
  author_id: string;
  snapshot: Record<string, unknown>;
}

/** The statement reading one kind of item as a snapshot, for a viewer (null: anyone, a moderator). */
function snapshotQuery(kind: ReportItemKind, id: string, viewerId: string | null): SQL {
  switch (kind) {
    case 'post':
      return sql`select p.user_id as author_id, json_build_object(
                   'content', p.content, 'hashtags', p.hashtags, 'career_track_id', p.career_track_id,
                   'media', coalesce((select json_agg(m.key order by m.id) from post_media m where m.post_id = p.id), '[]'::json),
                   'author_name', u.name, 'author_username', u.username, 'created_at', p.created_at) as snapshot
                 from posts p join users u on u.id = p.user_id
                 where p.id = ${id}::uuid and ${readableBy(viewerId, 'p')}`;
    case 'comment':
      return sql`select c.user_id as author_id, json_build_object(
                   'comment', c.comment, 'post_id', c.post_id, 'parent_comment_id', c.parent_comment_id,
                   'author_name', u.name, 'author_username', u.username, 'created_at', c.created_at) as snapshot
                 from post_comments c join users u on u.id = c.user_id
                 where c.id = ${id}::uuid and ${readableBy(viewerId, 'c')}`;
    case 'career_track':
      return sql`select t.user_id as author_id, json_build_object(
                   'title', t.title, 'desc', t.desc, 'industry_id', t.industry_id,
                   'author_name', u.name, 'author_username', u.username, 'created_at', t.created_at) as snapshot
                 from career_tracks t join users u on u.id = t.user_id
                 where t.id = ${id}::uuid and (t.status = 'shared' or ${viewerId === null}) and ${authorShownTo(viewerId, sql`t.user_id`)}`;
    case 'member':
      return sql`select u.id as author_id, json_build_object(
                   'name', u.name, 'username', u.username, 'headline', u.headline, 'bio', u.bio,
                   'photo_path', u.photo_path) as snapshot
                 from users u where u.id = ${id}::uuid and ${authorShownTo(viewerId, sql`u.id`)}`;
  }
}

export const reportsRepository = {
  async snapshot(
    db: DbOrTx,
    kind: ReportItemKind,
    id: string,
    viewerId: string | null,
  ): Promise<ItemSnapshot | undefined> {
    const [row] = await queryRows<ItemSnapshot>(db, snapshotQuery(kind, id, viewerId));
    return row;
  },

  /** The item's open case, opened with this snapshot when there is none; its id. */
  async openCase(
    db: DbOrTx,
    values: {
      kind: ReportItemKind;
      itemId: string;
      authorId: string;
      snapshot: object;
      source?: 'report' | 'authority';
    },
  ): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into moderation_cases (id, item_kind, item_id, author_id, snapshot, source)
          values (ladder_uuid_v7(), ${values.kind}, ${values.itemId}::uuid, ${values.authorId}::uuid,
                  ${JSON.stringify(values.snapshot)}::jsonb, ${values.source ?? 'report'})
          on conflict (item_kind, item_id) where status = 'open'
          do update set item_kind = excluded.item_kind
          returning id`,
    );
    if (!row) throw new Error('no case');
    return row.id;
  },

  /** The report, unless the member has one open on the item already (then undefined). */
  async insert(
    db: DbOrTx,
    values: {
      reporterId: string;
      caseId: string;
      kind: ReportItemKind;
      itemId: string;
      category: ReportCategory;
      note: string | null;
    },
  ): Promise<ReportRow | undefined> {
    const [row] = await queryRows<ReportRow>(
      db,
      sql`insert into reports (id, reporter_id, case_id, item_kind, item_id, category, note)
          values (ladder_uuid_v7(), ${values.reporterId}::uuid, ${values.caseId}::uuid, ${values.kind},
                  ${values.itemId}::uuid, ${values.category}, ${values.note})
          on conflict (reporter_id, item_kind, item_id) where status = 'open' do nothing
          returning id, item_kind, item_id, category, note, status, outcome, created_at, resolved_at`,
    );
    return row;
  },

  /** A member's reports, newest first (keyset on the id, a v7 uuid). */
  mine(db: DbOrTx, reporterId: string, cursor: string | null, limit: number): Promise<ReportRow[]> {
    return queryRows(
      db,
      sql`select id, item_kind, item_id, category, note, status, outcome, created_at, resolved_at
          from reports where reporter_id = ${reporterId}::uuid
            and ${cursor ? sql`id < ${cursor}::uuid` : sql`true`}
          order by id desc ${limitRows(limit)}`,
    );
  },
};
