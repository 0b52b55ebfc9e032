import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The search index (docs/decisions/0023-search-by-words.md), kept by triggers of migration 0018:
 * every word (`ladder_search_words`: unaccented, lower case, split at anything but a letter or
 * digit) of members' names, usernames and headlines and of shared tracks' titles.
 */

/** What a posting's word belongs to; a name match ranks above a headline match. */
export const SEARCH_KINDS = { personName: 1, personHeadline: 2, trackTitle: 3 } as const;

/** Each distinct word of names, headlines and titles (not usernames): what a typo is corrected into. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  /** Prefix ranges (`~>=~`, `~<~`) for the word being typed. */
  index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
  /** Nearest spellings (`%`, `<->`). */
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/** One row per (word, kind, member or track): which entities hold a word. */
export const searchPostings = pgTable(
  'search_postings',
  {
    word: text('word').notNull(),
    kind: smallint('kind').notNull(),
    entity_id: uuid('entity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.kind, t.entity_id] }),
    index('search_postings_entity_idx').on(t.entity_id, t.kind, t.word),
  ],
);

/**
 * How many postings each word has in each kind (migration 0055): a search reads one row a
 * candidate word, plus the changes not yet folded in, to choose which typed word to walk, where
 * counting a common word's postings read thousands of them. Only the fold writes these rows
 * (migration 0056).
 */
export const searchWordCounts = pgTable(
  'search_word_counts',
  {
    word: text('word').notNull(),
    kind: smallint('kind').notNull(),
    postings: integer('postings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.kind] }),
    // The fold deletes the rows it brought to zero through this (normally empty) index.
    index('search_word_counts_spent_idx')
      .on(t.word)
      .where(sql`${t.postings} <= 0`),
  ],
);

/**
 * What each statement writing postings changed in the counts, one row a word and kind, appended
 * without a lock and folded into `search_word_counts` by the next writer that can take the fold's
 * lock (migration 0056): two writers never wait on each other's count rows.
 */
export const searchWordCountChanges = pgTable(
  'search_word_count_changes',
  {
    word: text('word').notNull(),
    kind: smallint('kind').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('search_word_count_changes_word_idx').on(t.word, t.kind)],
);
