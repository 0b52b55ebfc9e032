ALTER TABLE "user_goals" ADD COLUMN "seen_version" integer;--> statement-breakpoint
-- hand-written below
-- users.skills_public leaves the schema in this release but stays in the database: instances of
-- the previous release still write and select it during a rollout (docs/decisions/0060-privacy-settings.md).
-- The next release drops it by hand, since this migration's snapshot already leaves it out.
-- A goal set before this release has seen the track as it is now.
UPDATE "user_goals" g SET "seen_version" = (
  SELECT max(v."number") FROM "career_track_versions" v WHERE v."career_track_id" = g."career_track_id"
);
