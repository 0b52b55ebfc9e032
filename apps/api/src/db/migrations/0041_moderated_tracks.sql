ALTER TABLE "career_tracks" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "career_tracks" ADD COLUMN "removed_at" timestamp with time zone;