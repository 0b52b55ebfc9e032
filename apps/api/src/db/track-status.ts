import { sql, type SQL } from 'drizzle-orm';

/**
 * The status members read of track alias `t`: a shared track that enough members voted out of
 * date reads 'outdated' (docs/decisions/0027-outdated-votes.md). It stays 'shared' in the table,
 * so it stays visible, counted in its industry and found by search.
 */
export const shownTrackStatus = (t: string): SQL =>
  sql`case when ${sql.raw(t)}.outdated_at is not null then 'outdated' else ${sql.raw(t)}.status end`;
