CREATE TABLE "goal_skills" (
	"user_id" uuid NOT NULL,
	"career_track_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"status" text DEFAULT 'to_learn' NOT NULL,
	"skip_reason" text,
	"done_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_skills_user_id_career_track_id_skill_id_pk" PRIMARY KEY("user_id","career_track_id","skill_id"),
	CONSTRAINT "goal_skills_status_check" CHECK ("goal_skills"."status" in ('to_learn', 'learning', 'done', 'skipped')),
	CONSTRAINT "goal_skills_note_check" CHECK (char_length("goal_skills"."note") <= 2000),
	CONSTRAINT "goal_skills_skip_reason_check" CHECK ("goal_skills"."status" <> 'skipped' or "goal_skills"."skip_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "user_goals" ADD COLUMN "target_date" date;--> statement-breakpoint
ALTER TABLE "user_goals" ADD COLUMN "hours_per_week" smallint;--> statement-breakpoint
ALTER TABLE "goal_skills" ADD CONSTRAINT "goal_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_skills" ADD CONSTRAINT "goal_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_skills" ADD CONSTRAINT "goal_skills_goal_fk" FOREIGN KEY ("user_id","career_track_id") REFERENCES "public"."user_goals"("user_id","career_track_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_skills_done_idx" ON "goal_skills" USING btree ("user_id","done_at");--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_hours_check" CHECK ("user_goals"."hours_per_week" is null or "user_goals"."hours_per_week" between 1 and 80);