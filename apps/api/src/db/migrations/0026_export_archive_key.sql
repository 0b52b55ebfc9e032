ALTER TABLE "data_exports" ADD COLUMN "archive_key" text;--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "claimed_at" timestamp with time zone;