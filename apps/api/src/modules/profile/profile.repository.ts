import type { ProfileItemInput } from '@ladder/shared/schemas/profile';
import { profileItemSchema } from '@ladder/shared/schemas/profile';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';

// Raw SQL: its rows are declared as a schema, checked against real rows on both databases
// (profile-items.api.test.ts, certificate-file.api.test.ts). A row names its file by key.
export const profileItemRowSchema = z.strictObject({
  ...profileItemSchema.omit({ file: true }).shape,
  file_key: z.string().nullable(),
  file_content_type: z.string().nullable(),
});
export type ProfileItemRow = z.infer<typeof profileItemRowSchema>;

/** A changed row, and the file it no longer names (to remove once committed). */
export const changedItemRowSchema = profileItemRowSchema.extend({ removed_key: z.string().nullable() });
export type ChangedItemRow = z.infer<typeof changedItemRowSchema>;

/**
 * An item's columns, of `profile_items` under the alias given (or none). A badge shows while its
 * proof is under a year old (docs/api/profile.md "Verified workplace or school").
 */
const columnsOf = (alias: 'p' | null) => {
  const a = sql.raw(alias ? `${alias}.` : '');
  const isVerified = sql`${a}verified_at > now() - interval '1 year'`;
  return sql`${a}id::text as id, ${a}kind, ${a}title, ${a}organization, ${a}place, ${a}start_month, ${a}end_month,
    ${a}description, ${a}visibility, ${a}credential_url, ${a}file_key, ${a}file_content_type,
    case when ${isVerified} then ${a}verified_domain end as verified_domain,
    case when ${isVerified}
      then to_char((${a}verified_at + interval '1 year') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end
      as verified_until`;
};
const COLUMNS = columnsOf(null);
const P_COLUMNS = columnsOf('p');
/** The owner's item `id`, locked, with its file as it was before the change (`prev_key`). */
const lockedItem = (userId: string, id: string) =>
  sql`with old as (select file_key as prev_key from profile_items
                   where id = ${id}::uuid and user_id = ${userId}::uuid for update)`;

/** Who reads: the owner sees every item, a member the public and members-only ones, a visitor the public ones. */
export type ProfileReader = 'owner' | 'member' | 'visitor';
const SHOWN: Record<ProfileReader, SQL> = {
  owner: sql`true`,
  member: sql`visibility in ('public', 'members')`,
  visitor: sql`visibility = 'public'`,
};

/**
 * The member's current role (an experience with no end month, the newest) that the reader may
 * see, as JSON `{ title, organization, verified_domain }` (the domain while its badge shows, else
 * null), or null: for the author line of their tracks (a
 * member reads it) and their public page (a visitor). `userId` is the SQL naming the member (a
 * column of the outer query).
 */
export const currentRoleJson = (userId: SQL, reader: 'member' | 'visitor') =>
  sql`(select json_build_object('title', pi.title, 'organization', pi.organization,
         'verified_domain', case when pi.verified_at > now() - interval '1 year' then pi.verified_domain end) from profile_items pi
       where pi.user_id = ${userId} and pi.kind = 'experience' and pi.end_month is null and ${SHOWN[reader]}
       order by pi.start_month desc, pi.id desc limit 1)`;

const values = (input: ProfileItemInput) => ({
  place: input.place ?? null,
  end: input.end_month ?? null,
  description: input.description ?? null,
  url: input.kind === 'certificate' ? (input.credential_url ?? null) : null,
});

export const profileRepository = {
  /** Newest first: current items, then by end month, then by start month; certificates by their issue. */
  itemsOf(db: DbOrTx, userId: string, reader: ProfileReader): Promise<ProfileItemRow[]> {
    return queryRows<ProfileItemRow>(
      db,
      sql`select ${COLUMNS} from profile_items
          where user_id = ${userId}::uuid and ${SHOWN[reader]}
          order by kind <> 'certificate' and end_month is null desc,
            case when kind = 'certificate' then start_month else end_month end desc, start_month desc, id desc`,
    );
  },

  async count(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from profile_items where user_id = ${userId}::uuid`,
    );
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, userId: string, input: ProfileItemInput): Promise<ProfileItemRow> {
    const v = values(input);
    const [row] = await queryRows<ProfileItemRow>(
      db,
      sql`insert into profile_items (id, user_id, kind, title, organization, place, start_month, end_month, description, visibility, credential_url)
          values (ladder_uuid_v7(), ${userId}::uuid, ${input.kind}, ${input.title}, ${input.organization}, ${v.place},
                  ${input.start_month}, ${v.end}, ${v.description}, ${input.visibility}, ${v.url})
          returning ${COLUMNS}`,
    );
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * The owner's item changed; nothing when it is not theirs. An item that is no longer a
   * certificate loses its file, answered as `removed_key`. Its badge goes when the organization
   * changes or the item becomes a certificate: the proof was for the old one.
   */
  async update(db: DbOrTx, userId: string, id: string, input: ProfileItemInput): Promise<ChangedItemRow | undefined> {
    const v = values(input);
    const keepsFile = input.kind === 'certificate';
    const keepsBadge = sql`${input.kind} <> 'certificate' and p.organization = ${input.organization}`;
    const [row] = await queryRows<ChangedItemRow>(
      db,
      sql`${lockedItem(userId, id)}
          update profile_items p set kind = ${input.kind}, title = ${input.title}, organization = ${input.organization},
            place = ${v.place}, start_month = ${input.start_month}, end_month = ${v.end},
            description = ${v.description}, visibility = ${input.visibility}, credential_url = ${v.url},
            verified_domain = case when ${keepsBadge} then p.verified_domain end,
            verified_at = case when ${keepsBadge} then p.verified_at end,
            file_key = case when ${keepsFile} then p.file_key end,
            file_content_type = case when ${keepsFile} then p.file_content_type end,
            updated_at = now()
          from old where p.id = ${id}::uuid and p.user_id = ${userId}::uuid
          returning ${P_COLUMNS}, case when ${keepsFile} then null else old.prev_key end as removed_key`,
    );
    return row;
  },

  /** The kind of the owner's item, or undefined when it is not theirs. */
  async kindOf(db: DbOrTx, userId: string, id: string): Promise<ProfileItemRow['kind'] | undefined> {
    const [row] = await queryRows<{ kind: ProfileItemRow['kind'] }>(
      db,
      sql`select kind from profile_items where id = ${id}::uuid and user_id = ${userId}::uuid`,
    );
    return row?.kind;
  },

  /**
   * Points the owner's certificate at a stored file (or none), answering the file it named
   * before as `removed_key`; undefined when the item is not theirs or not a certificate.
   */
  async setFile(
    db: DbOrTx,
    userId: string,
    id: string,
    file: { key: string; contentType: string } | null,
  ): Promise<ChangedItemRow | undefined> {
    const [row] = await queryRows<ChangedItemRow>(
      db,
      sql`${lockedItem(userId, id)}
          update profile_items p set file_key = ${file?.key ?? null}, file_content_type = ${file?.contentType ?? null},
            updated_at = now()
          from old where p.id = ${id}::uuid and p.user_id = ${userId}::uuid and p.kind = 'certificate'
          returning ${P_COLUMNS}, old.prev_key as removed_key`,
    );
    return row;
  },

  /** Deletes the owner's item: its file's key (null: none), or undefined when it is not theirs. */
  async remove(db: DbOrTx, userId: string, id: string): Promise<{ file_key: string | null } | undefined> {
    const [row] = await queryRows<{ file_key: string | null }>(
      db,
      sql`delete from profile_items where id = ${id}::uuid and user_id = ${userId}::uuid returning file_key`,
    );
    return row;
  },
};
