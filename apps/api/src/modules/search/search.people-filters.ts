import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { personHitSchema } from '@ladder/shared/schemas/people';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { notBlockedFor } from '../../db/visibility';
import { containing } from './search.repository';
import { SEARCH_REACH } from './search.words';
import { limitRows } from '../../db/keyset';

/**
 * People search narrowed by where members work or study and by a skill others vouched for
 * (docs/api/people-and-career-tracks.md "Search and suggestions", issue 39). An organization counts only from an
 * experience or education item members may see; an endorsed skill only from accepted
 * endorsements by active members, of a member whose skills members may see.
 */
export interface PeopleFilters {
  /** Part of an organization's or school's name, accent- and case-insensitive. */
  organization: string | null;
  /** A skill with at least one accepted endorsement. */
  skillId: string | null;
}

export const hasFilters = (filters: PeopleFilters) => filters.organization !== null || filters.skillId !== null;

/** What the filtered statement answers (row-shapes.api.test.ts checks it on both databases). */
export const filteredPersonRowSchema = z.strictObject({
  ...personHitSchema.omit({ is_followed: true }).shape,
  /** Accepted endorsements of the skill (0 without a skill filter): what ranks a hit first. */
  score: z.number(),
  total_followers: z.number(),
  followed: z.number(),
});
export type FilteredPerson = z.infer<typeof filteredPersonRowSchema>;

/**
 * The members the filters keep, best first (most endorsements of the skill, then followers),
 * at most SEARCH_REACH; `among`: only these (the members a keyword search found).
 */
export function filteredPeopleQuery(viewerId: string, filters: PeopleFilters, among?: string[]): SQL {
  const joins: SQL[] = [];
  if (filters.skillId)
    joins.push(sql`join (
        select e.user_id, count(*)::int as n from skill_endorsements e
        join users en on en.id = e.endorser_id and en.is_active
        where e.skill_id = ${filters.skillId}::uuid and e.status = 'accepted'
        group by e.user_id) s on s.user_id = u.id and u.privacy_skills <> 'only_me'`);
  if (filters.organization)
    joins.push(sql`join (
        select distinct pi.user_id from profile_items pi
        where pi.kind <> 'certificate' and pi.visibility <> 'private'
          and ladder_search_key(pi.organization) like ladder_search_key(${containing(filters.organization)})) o
        on o.user_id = u.id`);
  const score = filters.skillId ? sql`s.n` : sql`0`;
  return sql`select u.id, u.name, u.username, u.photo_path, u.headline, ${score} as score, u.total_followers,
        exists (select 1 from user_follows f where f.follower_id = ${viewerId}::uuid and f.followee_id = u.id)::int
          as followed
      from users u ${sql.join(joins, sql` `)}
      where u.is_active and ${notBlockedFor(viewerId, sql`u.id`)}
        ${among ? sql`and u.id = any(${uuidArray(among)})` : sql``}
      order by score desc, u.total_followers desc, u.id
      ${limitRows(SEARCH_REACH)}`;
}

export const peopleFiltersRepository = {
  filtered(db: DbOrTx, viewerId: string, filters: PeopleFilters, among?: string[]): Promise<FilteredPerson[]> {
    if (among?.length === 0) return Promise.resolve([]);
    return queryRows(db, filteredPeopleQuery(viewerId, filters, among));
  },
};
