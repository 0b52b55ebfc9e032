CREATE TABLE "search_word_counts" (
	"word" text NOT NULL,
	"kind" smallint NOT NULL,
	"postings" integer NOT NULL,
	CONSTRAINT "search_word_counts_word_kind_pk" PRIMARY KEY("word","kind")
);
--> statement-breakpoint
-- hand-written below
-- How many postings each word has in each kind, moved by every statement that writes postings
-- (docs/decisions/0023-search-by-words.md): a search reads one row a candidate word to choose
-- which typed word to walk. Rows are written in word order, so two statements counting the same
-- words take their row locks in the same order. A word no posting holds any more loses its row:
-- left at 0, it could still tell something of an erased member (docs/decisions/0033).
CREATE FUNCTION ladder_count_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_word_counts AS c (word, kind, postings)
      SELECT word, kind, count(*) FROM added GROUP BY word, kind ORDER BY word, kind
      ON CONFLICT (word, kind) DO UPDATE SET postings = c.postings + excluded.postings;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO search_word_counts AS c (word, kind, postings)
      SELECT word, kind, -count(*) FROM removed GROUP BY word, kind ORDER BY word, kind
      ON CONFLICT (word, kind) DO UPDATE SET postings = c.postings + excluded.postings;
    DELETE FROM search_word_counts c USING removed r
      WHERE c.word = r.word AND c.kind = r.kind AND c.postings <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_postings_count_added AFTER INSERT ON search_postings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ladder_count_postings();
--> statement-breakpoint
CREATE TRIGGER search_postings_count_removed AFTER DELETE ON search_postings
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ladder_count_postings();
--> statement-breakpoint
CREATE TRIGGER search_postings_count_changed AFTER UPDATE ON search_postings
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ladder_count_postings();
--> statement-breakpoint
INSERT INTO search_word_counts (word, kind, postings)
  SELECT word, kind, count(*) FROM search_postings GROUP BY word, kind;
