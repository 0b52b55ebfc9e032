import { sql, type SQL } from 'drizzle-orm';

/**
 * Microsecond-exact UTC text of a timestamp, for the (time, id) cursors (decodeTimeCursor in
 * lib/paging): a JavaScript Date keeps milliseconds only, so rows within one millisecond would
 * be skipped or repeated.
 */
export const exactTime = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
