import { z } from 'zod';

// Raw-SQL rows are declared as zod schemas beside their statements (docs/decisions/0037), and
// db/row-shapes*.api.test.ts parse real rows with them, strictly, on both databases.

/**
 * A timestamptz column as queryRows reads it: text on the PostgreSQL pool (times stay text
 * there), a Date on PGlite. Inside a JSON value it is text on both.
 */
export const rawTime = z.union([z.string(), z.date()]);
