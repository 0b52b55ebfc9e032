CREATE TABLE "profile_item_codes" (
	"id" uuid PRIMARY KEY DEFAULT ladder_uuid_v7() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_item_codes_attempts_nonnegative" CHECK ("profile_item_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skill_evidence" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_key" text,
	"file_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_evidence_kind_check" CHECK (kind in ('link', 'file')),
	CONSTRAINT "skill_evidence_shape_check" CHECK (("skill_evidence"."kind" = 'link' and "skill_evidence"."url" is not null and "skill_evidence"."file_key" is null) or ("skill_evidence"."kind" = 'file' and "skill_evidence"."file_key" is not null and "skill_evidence"."url" is null))
);
--> statement-breakpoint
ALTER TABLE "profile_items" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "profile_items" ADD COLUMN "file_content_type" text;--> statement-breakpoint
ALTER TABLE "profile_items" ADD COLUMN "verified_domain" text;--> statement-breakpoint
ALTER TABLE "profile_items" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_item_codes" ADD CONSTRAINT "profile_item_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_item_codes" ADD CONSTRAINT "profile_item_codes_item_id_profile_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."profile_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evidence" ADD CONSTRAINT "skill_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evidence" ADD CONSTRAINT "skill_evidence_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_evidence" ADD CONSTRAINT "skill_evidence_user_skill_fk" FOREIGN KEY ("user_id","skill_id") REFERENCES "public"."user_skills"("user_id","skill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_item_codes_user_idx" ON "profile_item_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_item_codes_item_idx" ON "profile_item_codes" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "skill_evidence_skill_idx" ON "skill_evidence" USING btree ("user_id","skill_id","id");--> statement-breakpoint
ALTER TABLE "profile_items" ADD CONSTRAINT "profile_items_file_check" CHECK ("profile_items"."file_key" is null or "profile_items"."kind" = 'certificate');--> statement-breakpoint
ALTER TABLE "profile_items" ADD CONSTRAINT "profile_items_verified_check" CHECK ("profile_items"."verified_domain" is null or ("profile_items"."kind" <> 'certificate' and "profile_items"."verified_at" is not null));--> statement-breakpoint
-- hand-written below
-- Endorsements reach the phone as their own push group, and a track's translations join the
-- tracks group (@ladder/shared/schemas/push.ts PUSH_GROUP_KINDS holds the same table).
CREATE OR REPLACE FUNCTION ladder_push_group(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN kind = 'follow' THEN 'follows'
    WHEN kind = 'like' THEN 'likes'
    WHEN kind IN ('comment', 'reply') THEN 'comments'
    WHEN kind IN ('outdated', 'track_updated', 'track_changed', 'track_derived', 'track_next', 'track_published',
                  'translation_suggested', 'translation_accepted') THEN 'tracks'
    WHEN kind = 'goal_nudge' THEN 'goals'
    WHEN kind = 'endorsement' THEN 'endorsements'
  END
$$;
