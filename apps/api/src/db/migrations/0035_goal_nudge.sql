CREATE TABLE "goal_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"career_track_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_events_kind_check" CHECK ("goal_events"."kind" in ('marked', 'note'))
);
--> statement-breakpoint
CREATE TABLE "goal_nudge_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'notification' NOT NULL,
	"weekday" smallint DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Ho_Chi_Minh' NOT NULL,
	CONSTRAINT "goal_nudge_settings_channel_check" CHECK (channel in ('mail', 'notification', 'none')),
	CONSTRAINT "goal_nudge_settings_weekday_check" CHECK ("goal_nudge_settings"."weekday" between 1 and 7),
	CONSTRAINT "goal_nudge_settings_time_zone_check" CHECK (time_zone in ('Asia/Ho_Chi_Minh', 'Asia/Bangkok', 'Asia/Singapore', 'Asia/Tokyo', 'Asia/Seoul', 'Asia/Shanghai', 'Asia/Kolkata', 'Asia/Dubai', 'Australia/Sydney', 'Europe/London', 'Europe/Berlin', 'Europe/Paris', 'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'UTC'))
);
--> statement-breakpoint
CREATE TABLE "goal_nudges" (
	"user_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_nudges_user_id_iso_week_pk" PRIMARY KEY("user_id","iso_week")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "goal_events" ADD CONSTRAINT "goal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_events" ADD CONSTRAINT "goal_events_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_events" ADD CONSTRAINT "goal_events_goal_fk" FOREIGN KEY ("user_id","career_track_id") REFERENCES "public"."user_goals"("user_id","career_track_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_nudge_settings" ADD CONSTRAINT "goal_nudge_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_nudges" ADD CONSTRAINT "goal_nudges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_events_member_idx" ON "goal_events" USING btree ("user_id","career_track_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('follow', 'like', 'comment', 'reply', 'outdated', 'track_updated', 'track_derived', 'track_next', 'track_published', 'plan_started', 'plan_ending', 'moderation', 'report_outcome', 'goal_nudge'));