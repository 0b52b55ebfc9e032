import { sql, type SQL } from 'drizzle-orm';

/**
 * Microsecond-exact UTC text of a timestamp, for the (time, id) cursors (decodeTimeCursor in
 * lib/paging): a JavaScript Date keeps milliseconds only, so rows within one millisecond would
 * be skipped or repeated.
 */
export const exactTime = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * `limit n` written into the statement, never sent as a parameter. PostgreSQL plans a prepared
 * statement generically (once per connection) only when that plan costs no more than the
 * custom ones; a `limit $n` it cannot see makes it assume a tenth of the rows are read, so the
 * timeline statement was planned anew at every execution (1.5-1.9 ms of planning for 0.7 ms of
 * work: docs/capacity.md). Page sizes are few, so the texts stay few. Lint forbids a bare `limit` before a
 * value in an sql template.
 */
export function limitRows(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`limit must be a whole number: ${count}`);
  return sql.raw(`limit ${count}`);
}
