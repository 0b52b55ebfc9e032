import { z } from 'zod';

// Raw-SQL rows are declared as zod schemas beside their statements (docs/decisions/0037), and
// db/row-shapes*.api.test.ts parse real rows with them, strictly, on both databases.

/**
 * A timestamptz column as queryRows reads it: text on the PostgreSQL pool (times stay text
 * there), a Date on PGlite. Inside a JSON value it is text on both.
 */
export const rawTime = z.union([z.string(), z.date()]);

/** A counter's row (`count(*)::int as n`): an int, so a number on both drivers (a bigint would be text on the pool). */
export const countRowSchema = z.strictObject({ n: z.number() });
export type CountRow = z.infer<typeof countRowSchema>;
