CREATE TABLE "career_track_translation_suggestions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"career_track_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"skills" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "career_track_translation_suggestions_language_check" CHECK ("career_track_translation_suggestions"."language" in ('en', 'vi')),
	CONSTRAINT "career_track_translation_suggestions_status_check" CHECK ("career_track_translation_suggestions"."status" in ('open', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "career_track_translations" (
	"career_track_id" uuid PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"skills" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"translator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_track_translations_language_check" CHECK ("career_track_translations"."language" in ('en', 'vi'))
);
--> statement-breakpoint
ALTER TABLE "career_tracks" ADD COLUMN "language" text DEFAULT 'vi' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_track_translation_suggestions" ADD CONSTRAINT "career_track_translation_suggestions_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_translation_suggestions" ADD CONSTRAINT "career_track_translation_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_translations" ADD CONSTRAINT "career_track_translations_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_translations" ADD CONSTRAINT "career_track_translations_translator_id_users_id_fk" FOREIGN KEY ("translator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_track_translation_suggestions_track_idx" ON "career_track_translation_suggestions" USING btree ("career_track_id","status","id");--> statement-breakpoint
CREATE INDEX "career_track_translation_suggestions_user_idx" ON "career_track_translation_suggestions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_track_translation_suggestions_open_key" ON "career_track_translation_suggestions" USING btree ("career_track_id","user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "career_track_translations_translator_idx" ON "career_track_translations" USING btree ("translator_id");--> statement-breakpoint
ALTER TABLE "career_tracks" ADD CONSTRAINT "career_tracks_language_check" CHECK ("career_tracks"."language" in ('en', 'vi'));--> statement-breakpoint
-- hand-written below
-- Tracks written before: their language guessed as link previews guess a text's (Vietnamese
-- letters), which the author can correct in the editor.
UPDATE career_tracks SET language = 'en'
  WHERE NOT (title || ' ' || "desc") ~ '[ăđơưĂĐƠƯ\u1EA0-\u1EF9]';
--> statement-breakpoint
-- A shared track is found by the words of its title in either language (docs/decisions/0063).
CREATE OR REPLACE FUNCTION ladder_index_track_words(track uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  words text[];
BEGIN
  DELETE FROM search_postings WHERE entity_id = track AND kind = 3;
  SELECT ladder_search_words(t.title || ' ' || coalesce(tr.title, '')) INTO words
    FROM career_tracks t LEFT JOIN career_track_translations tr ON tr.career_track_id = t.id
    WHERE t.id = track AND t.status = 'shared';
  IF words IS NOT NULL THEN
    INSERT INTO search_postings (word, kind, entity_id) SELECT w, 3, track FROM unnest(words) w;
    INSERT INTO search_words (word) SELECT w FROM unnest(words) w ON CONFLICT DO NOTHING;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ladder_index_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ladder_index_track_words(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ladder_index_track_translation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ladder_index_track_words(OLD.career_track_id);
  ELSE
    PERFORM ladder_index_track_words(NEW.career_track_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER career_track_translations_search_index AFTER INSERT OR UPDATE OF title OR DELETE ON career_track_translations
  FOR EACH ROW EXECUTE FUNCTION ladder_index_track_translation();
--> statement-breakpoint
-- A translation is part of the track's cached reads (tag 'c', docs/cache.md).
CREATE TRIGGER career_track_translations_cache AFTER INSERT OR DELETE OR UPDATE ON career_track_translations
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('c', 'career_track_id');
--> statement-breakpoint
CREATE TRIGGER career_track_translations_cache_truncate AFTER TRUNCATE ON career_track_translations
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
