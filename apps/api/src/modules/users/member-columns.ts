import { getTableColumns } from 'drizzle-orm';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
interface Choice {
  /** In the session's member (`Actor`): every request, every service and the session cache. */
  readonly actor: boolean;
  /** In the member's data download (`profile.json`). */
  readonly exported: boolean;
}

/**
 * Each column of `users`, and where it may go. Chosen, not excluded: a new column does not
 * compile until it is listed here, so a secret never reaches a session, a cache or an export
 * without someone saying so (docs/decisions/0037-actor-typed-queries-one-paging-module.md).
 */
export const MEMBER_COLUMNS = {
  id: { actor: true, exported: true },
  email: { actor: true, exported: true },
  hashed_password: { actor: false, exported: false },
  name: { actor: true, exported: true },
  username: { actor: true, exported: true },
  is_active: { actor: true, exported: true },
  is_superuser: { actor: true, exported: true },
  activated_at: { actor: true, exported: true },
  deactivated_at: { actor: true, exported: true },
  locked_until: { actor: true, exported: true },
  term_privacy_accepted_at: { actor: true, exported: true },
  term_privacy_version: { actor: true, exported: true },
  adult_confirmed_at: { actor: true, exported: true },
  terms_accepted_at: { actor: true, exported: true },
  default_language: { actor: true, exported: true },
  default_theme: { actor: true, exported: true },
  date_of_birth: { actor: true, exported: true },
  headline: { actor: true, exported: true },
  bio: { actor: true, exported: true },
  phone_numbers: { actor: true, exported: true },
  verified_phone: { actor: true, exported: true },
  phone_verified_at: { actor: true, exported: true },
  external_link_urls: { actor: true, exported: true },
  working_industry_id: { actor: true, exported: true },
  photo_path: { actor: true, exported: true },
  cover_photo_path: { actor: true, exported: true },
  identity_verified: { actor: true, exported: true },
  signin_with: { actor: true, exported: true },
  total_followings: { actor: true, exported: true },
  total_followers: { actor: true, exported: true },
  privacy_follows: { actor: true, exported: true },
  privacy_activity: { actor: true, exported: true },
  privacy_skills: { actor: true, exported: true },
  privacy_goals: { actor: true, exported: true },
  // When a deletion the member asked for becomes an erasure: the account's own state, not their data.
  deletion_due_at: { actor: true, exported: false },
  first_run_done_at: { actor: true, exported: true },
  created_at: { actor: true, exported: true },
  updated_at: { actor: true, exported: true },
} as const satisfies Record<keyof UserRow, Choice>;

type Chosen<Where extends keyof Choice> = {
  [K in keyof typeof MEMBER_COLUMNS]: (typeof MEMBER_COLUMNS)[K][Where] extends true ? K : never;
}[keyof typeof MEMBER_COLUMNS];

/** The columns chosen for `where`, by name. */
export const chosenColumns = <Where extends keyof Choice>(where: Where) =>
  (Object.keys(MEMBER_COLUMNS) as (keyof typeof MEMBER_COLUMNS)[]).filter(
    (key) => MEMBER_COLUMNS[key][where],
  ) as Chosen<Where>[];

export type ActorColumn = Chosen<'actor'>;

const all = getTableColumns(users);
/** The columns an `Actor` is read from. */
export const actorColumns = Object.fromEntries(chosenColumns('actor').map((key) => [key, all[key]])) as Pick<
  typeof all,
  ActorColumn
>;
