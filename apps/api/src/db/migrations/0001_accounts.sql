CREATE TABLE "industries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"name_en" text NOT NULL,
	"name_vn" text NOT NULL,
	"total_career_tracks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industries_total_nonnegative" CHECK ("industries"."total_career_tracks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "industry_skills" (
	"industry_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"category_key" text NOT NULL,
	CONSTRAINT "industry_skills_industry_id_skill_id_pk" PRIMARY KEY("industry_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('activation', 'password_reset', 'email_change'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "skill_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"order" smallint NOT NULL,
	"key" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vn" text NOT NULL,
	"min_skill_pick" smallint NOT NULL,
	"max_skill_pick" smallint,
	CONSTRAINT "skill_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vn" text NOT NULL,
	"name_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"hashed_password" text,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"term_privacy_accepted_at" timestamp with time zone,
	"default_language" text DEFAULT 'en' NOT NULL,
	"default_theme" text DEFAULT 'dark' NOT NULL,
	"date_of_birth" date,
	"headline" text,
	"bio" text,
	"phone_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_link_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"working_industry_id" uuid,
	"photo_path" text,
	"cover_photo_path" text,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"signin_with" text,
	"total_followings" integer DEFAULT 0 NOT NULL,
	"total_followers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_language_check" CHECK ("users"."default_language" in ('en', 'vi')),
	CONSTRAINT "users_theme_check" CHECK ("users"."default_theme" in ('light', 'dark')),
	CONSTRAINT "users_counters_nonnegative" CHECK ("users"."total_followings" >= 0 and "users"."total_followers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "industry_skills" ADD CONSTRAINT "industry_skills_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "industry_skills" ADD CONSTRAINT "industry_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_working_industry_id_industries_id_fk" FOREIGN KEY ("working_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "industries_slug_key" ON "industries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "industries_name_en_idx" ON "industries" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "industries_name_vn_idx" ON "industries" USING btree ("name_vn","id");--> statement-breakpoint
CREATE INDEX "industry_skills_skill_idx" ON "industry_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_key_key" ON "skills" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "skills_name_en_idx" ON "skills" USING btree ("name_en","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));