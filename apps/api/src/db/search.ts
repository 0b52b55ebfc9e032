import { sql, type SQL } from 'drizzle-orm';

/** `like` pattern of a search text: its special characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` contains `text`, in any case and with or without Vietnamese accents
 * (`ladder_search_key`, docs/decisions/0009-search.md).
 */
export const containsText = (column: SQL, text: string): SQL =>
  sql`ladder_search_key(${column}) like ladder_search_key(${containsPattern(text)})`;
