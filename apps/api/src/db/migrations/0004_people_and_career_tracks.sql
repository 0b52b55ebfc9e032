-- The search key of names, usernames, hashtags and track titles: no accents (đ → d), lower case.
-- unaccent() is only STABLE (its dictionary could change), so this wrapper names the dictionary and is
-- declared IMMUTABLE, which lets trigram indexes be built on it.
CREATE OR REPLACE FUNCTION ladder_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE TABLE "career_track_next" (
	"career_track_id" uuid NOT NULL,
	"next_career_track_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "career_track_next_career_track_id_next_career_track_id_pk" PRIMARY KEY("career_track_id","next_career_track_id"),
	CONSTRAINT "career_track_next_not_self" CHECK ("career_track_next"."career_track_id" <> "career_track_next"."next_career_track_id")
);
--> statement-breakpoint
CREATE TABLE "career_track_outdated_votes" (
	"career_track_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote_notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_track_outdated_votes_career_track_id_user_id_pk" PRIMARY KEY("career_track_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "career_track_skills" (
	"career_track_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"skill_category_id" smallint NOT NULL,
	"position" smallint NOT NULL,
	"what" text NOT NULL,
	"why" text NOT NULL,
	"desired_level" text NOT NULL,
	"external_desc_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declared_objective" text,
	"declared_confidence" smallint,
	CONSTRAINT "career_track_skills_career_track_id_skill_id_pk" PRIMARY KEY("career_track_id","skill_id"),
	CONSTRAINT "career_track_skills_level_check" CHECK ("career_track_skills"."desired_level" in ('Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert')),
	CONSTRAINT "career_track_skills_confidence_check" CHECK ("career_track_skills"."declared_confidence" is null or "career_track_skills"."declared_confidence" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "career_tracks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"derived_career_track_id" uuid,
	"total_outdated_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_tracks_status_check" CHECK ("career_tracks"."status" in ('new', 'completed', 'shared', 'outdated')),
	CONSTRAINT "career_tracks_votes_nonnegative" CHECK ("career_tracks"."total_outdated_votes" >= 0),
	CONSTRAINT "career_tracks_not_own_parent" CHECK ("career_tracks"."derived_career_track_id" is distinct from "career_tracks"."id")
);
--> statement-breakpoint
CREATE TABLE "hashtags" (
	"tag" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"total_posts" integer DEFAULT 0 NOT NULL,
	"total_followers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hashtags_counters_nonnegative" CHECK ("hashtags"."total_posts" >= 0 and "hashtags"."total_followers" >= 0)
);
--> statement-breakpoint
CREATE TABLE "skill_follows" (
	"user_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_follows_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_plan" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"payment_amount" integer DEFAULT 0 NOT NULL,
	"payment_currency" text NOT NULL,
	"is_payment_recurred" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"service_start" timestamp with time zone DEFAULT now() NOT NULL,
	"service_end" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_career_track_idx";--> statement-breakpoint
ALTER TABLE "career_track_next" ADD CONSTRAINT "career_track_next_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_next" ADD CONSTRAINT "career_track_next_next_career_track_id_career_tracks_id_fk" FOREIGN KEY ("next_career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_outdated_votes" ADD CONSTRAINT "career_track_outdated_votes_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_outdated_votes" ADD CONSTRAINT "career_track_outdated_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_skills" ADD CONSTRAINT "career_track_skills_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_skills" ADD CONSTRAINT "career_track_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_track_skills" ADD CONSTRAINT "career_track_skills_skill_category_id_skill_categories_id_fk" FOREIGN KEY ("skill_category_id") REFERENCES "public"."skill_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tracks" ADD CONSTRAINT "career_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tracks" ADD CONSTRAINT "career_tracks_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_tracks" ADD CONSTRAINT "career_tracks_derived_career_track_id_career_tracks_id_fk" FOREIGN KEY ("derived_career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_follows" ADD CONSTRAINT "skill_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_follows" ADD CONSTRAINT "skill_follows_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_track_next_next_idx" ON "career_track_next" USING btree ("next_career_track_id");--> statement-breakpoint
CREATE INDEX "career_track_outdated_votes_user_idx" ON "career_track_outdated_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_track_skills_skill_idx" ON "career_track_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "career_tracks_user_idx" ON "career_tracks" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "career_tracks_industry_idx" ON "career_tracks" USING btree ("industry_id","id");--> statement-breakpoint
CREATE INDEX "career_tracks_derived_idx" ON "career_tracks" USING btree ("derived_career_track_id");--> statement-breakpoint
CREATE INDEX "career_tracks_title_trgm_idx" ON "career_tracks" USING gin (ladder_search_key("title") gin_trgm_ops) WHERE "career_tracks"."status" = 'shared';--> statement-breakpoint
CREATE INDEX "hashtags_tag_trgm_idx" ON "hashtags" USING gin (ladder_search_key("tag") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skill_follows_skill_idx" ON "skill_follows" USING btree ("skill_id","user_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_one_active_key" ON "user_subscriptions" USING btree ("user_id","subscription_plan") WHERE "user_subscriptions"."is_active" and not "user_subscriptions"."is_cancelled";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_career_track_key" ON "posts" USING btree ("career_track_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (ladder_search_key("name" || ' ' || "username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_industry_idx" ON "users" USING btree ("working_industry_id");--> statement-breakpoint
INSERT INTO "hashtags" ("tag", "display", "total_posts", "total_followers")
  SELECT ph.hashtag, min(ph.hashtag), count(*)::int, 0 FROM "post_hashtags" ph GROUP BY ph.hashtag
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "hashtags" ("tag", "display", "total_posts", "total_followers")
  SELECT hf.hashtag, hf.hashtag, 0, count(*)::int FROM "hashtag_follows" hf GROUP BY hf.hashtag
  ON CONFLICT ("tag") DO UPDATE SET "total_followers" = excluded."total_followers";