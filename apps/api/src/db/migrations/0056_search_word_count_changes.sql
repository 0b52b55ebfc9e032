CREATE TABLE "search_word_count_changes" (
	"word" text NOT NULL,
	"kind" smallint NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_word_count_changes_word_idx" ON "search_word_count_changes" USING btree ("word","kind");--> statement-breakpoint
CREATE INDEX "search_word_counts_spent_idx" ON "search_word_counts" USING btree ("word") WHERE "search_word_counts"."postings" <= 0;--> statement-breakpoint
-- hand-written below
-- The counts of migration 0055 without a lock between writers (docs/decisions/0023-search-by-words.md,
-- "Changed 2026-12-04"). Each statement writing postings locked the count row of each word it
-- touched until its transaction ended, its deletions' words in one statement and its insertions'
-- in the next: two renames crossing each other's words (one member from "Alpha" to "Beta" while
-- another went back) deadlocked, and 237 of 500 such saves at once failed on PostgreSQL. Now a
-- statement appends its changes, one row a word, which waits on nothing, and then folds every
-- change committed so far (and its own) into the counts, if no other transaction is folding: the
-- fold's lock is only tried, never waited for, and the fold alone writes the counts. A change
-- left behind by a writer that found the lock taken is folded by the next one; a search adds the
-- changes not yet folded to the counts it reads.
CREATE FUNCTION ladder_fold_word_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtextextended('ladder:search_word_counts', 0)) THEN
    RETURN;
  END IF;
  WITH moved AS (DELETE FROM search_word_count_changes RETURNING word, kind, delta)
  INSERT INTO search_word_counts AS c (word, kind, postings)
    SELECT word, kind, sum(delta) FROM moved GROUP BY word, kind HAVING sum(delta) <> 0
    ON CONFLICT (word, kind) DO UPDATE SET postings = c.postings + excluded.postings;
  -- A word no posting holds any more loses its row (docs/decisions/0033).
  DELETE FROM search_word_counts WHERE postings <= 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ladder_count_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_word_count_changes (word, kind, delta)
      SELECT word, kind, count(*) FROM added GROUP BY word, kind;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_word_count_changes (word, kind, delta)
      SELECT word, kind, -count(*) FROM removed GROUP BY word, kind;
  ELSE
    INSERT INTO search_word_count_changes (word, kind, delta)
      SELECT word, kind, sum(delta) FROM (
        SELECT word, kind, 1 AS delta FROM added UNION ALL SELECT word, kind, -1 FROM removed) moved
      GROUP BY word, kind HAVING sum(delta) <> 0;
  END IF;
  PERFORM ladder_fold_word_counts();
  RETURN NULL;
END $$;
