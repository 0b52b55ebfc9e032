import { sql, type SQL } from 'drizzle-orm';

// An array goes to the database as one bound parameter, and each driver writes its literal
// (node-postgres and PGlite both quote every element): no value is ever spliced into the
// statement's text. A JavaScript array interpolated into drizzle's `sql` bare would become a
// list of parameters instead ("($1, $2)"), right for `in ${list}` but not for `any(...)`.

/** A uuid[] parameter, for `= any(...)`, `<> all(...)` and `unnest(...)`. */
export const uuidArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::uuid[]`;

/** A text[] parameter. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** An int[] parameter. */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;
