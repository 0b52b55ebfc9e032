import { sql, type SQL } from 'drizzle-orm';

/**
 * Microsecond-exact UTC text of a timestamp, for the (time, id) cursors (decodeTimeCursor in
 * lib/paging): a JavaScript Date keeps milliseconds only, so rows within one millisecond would
 * be skipped or repeated.
 */
export const exactTime = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * `limit n` written into the statement, never sent as a parameter. The pool plans each named
 * statement once, generically (`plan_cache_mode`, db/client.ts), and a generic plan cannot see
 * a `limit $n`: PostgreSQL then plans for a tenth of the rows, which can favour a sort over an
 * ordered index walk. Written in, the plan is made for the page it reads. Page sizes are few,
 * so the texts stay few. Lint forbids a bare `limit` before a value in an sql template.
 */
export function limitRows(count: number): SQL {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`limit must be a whole number: ${count}`);
  return sql.raw(`limit ${count}`);
}
