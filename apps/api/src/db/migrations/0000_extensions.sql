-- Extensions used by search (trigram similarity, accent-insensitive matching).
-- PGlite loads them from its contrib bundle; on a PostgreSQL server they come with postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
