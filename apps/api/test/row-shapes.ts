import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * Real rows of a raw-SQL statement parse strictly with the schema declared beside it
 * (docs/decisions/0037): a column renamed, dropped or added on either side, or a count that
 * comes back as text, fails here. At least `atLeast` rows, so that the check cannot pass empty.
 */
export function expectRows<T extends z.ZodType>(schema: T, rows: unknown[], atLeast = 1) {
  expect(rows.length).toBeGreaterThanOrEqual(atLeast);
  for (const row of rows) expect(schema.safeParse(row).error).toBeUndefined();
}
