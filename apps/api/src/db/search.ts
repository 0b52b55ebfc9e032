import { sql, type SQL } from 'drizzle-orm';

/** `like` pattern of a search text: its special characters taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` contains `text`, in any case and with or without Vietnamese accents
 * (`ladder_search_key`, docs/decisions/0009-search.md).
 */
export const containsText = (column: SQL, text: string): SQL =>
  sql`ladder_search_key(${column}) like ladder_search_key(${containsPattern(text)})`;

/**
 * The words of a search term for matching inside a text: split at anything that is not a letter,
 * a mark or a digit (so `%` and `_` never reach a LIKE), at most `max` of them.
 */
export const termWords = (term: string, max = 4): string[] =>
  term
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, max);

/** `column` holds every word (termWords), each in any case and with or without accents. */
export const containsEveryWord = (column: SQL, words: string[]): SQL =>
  sql.join(
    words.map((word) => containsText(column, word)),
    sql` and `,
  );
