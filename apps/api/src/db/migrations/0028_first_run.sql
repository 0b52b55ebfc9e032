ALTER TABLE "users" ADD COLUMN "first_run_done_at" timestamp with time zone;--> statement-breakpoint
-- hand-written below
-- Members who were there before the first run existed are not led through it
-- (docs/decisions/0049-the-first-run.md); pending registrations get it once activated.
UPDATE "users" SET "first_run_done_at" = now() WHERE "activated_at" IS NOT NULL;
