CREATE TABLE "career_track_versions" (
	"career_track_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"summary" text,
	"changes" jsonb,
	"restored_from" integer,
	"content" jsonb NOT NULL,
	"outdated_votes" smallint DEFAULT 0 NOT NULL,
	"voted_outdated_at" timestamp with time zone,
	CONSTRAINT "career_track_versions_career_track_id_number_pk" PRIMARY KEY("career_track_id","number"),
	CONSTRAINT "career_track_versions_number_positive" CHECK ("career_track_versions"."number" >= 1),
	CONSTRAINT "career_track_versions_votes_nonnegative" CHECK ("career_track_versions"."outdated_votes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "career_track_outdated_votes" ADD COLUMN "version_number" integer;--> statement-breakpoint
ALTER TABLE "career_track_versions" ADD CONSTRAINT "career_track_versions_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_versions" ADD CONSTRAINT "career_track_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_track_versions_author_idx" ON "career_track_versions" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('follow', 'like', 'comment', 'reply', 'outdated', 'track_updated', 'track_derived', 'track_next', 'track_published', 'plan_started', 'plan_ending', 'moderation', 'report_outcome', 'goal_nudge', 'track_changed'));