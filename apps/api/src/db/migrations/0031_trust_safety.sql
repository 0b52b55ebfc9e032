CREATE TABLE "moderation_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'report' NOT NULL,
	"appealed_decision_id" uuid,
	"excluded_moderator_id" uuid,
	"appeal_text" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"snapshot_erase_at" timestamp with time zone,
	CONSTRAINT "moderation_cases_status_check" CHECK ("moderation_cases"."status" in ('open', 'closed')),
	CONSTRAINT "moderation_cases_source_check" CHECK ("moderation_cases"."source" in ('report', 'appeal', 'authority')),
	CONSTRAINT "moderation_cases_item_kind_check" CHECK (item_kind in ('post', 'comment', 'career_track', 'member'))
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"moderator_id" uuid,
	"action" text NOT NULL,
	"rule" text NOT NULL,
	"note" text,
	"lock_days" integer,
	"legal_reference" text,
	"requesting_body" text,
	"appealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_decisions_action_check" CHECK (action in ('dismiss', 'hide', 'remove', 'warn', 'lock', 'ban'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" uuid,
	"case_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"category" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_category_check" CHECK (category in ('spam', 'scam', 'harassment', 'sexual', 'violence', 'false_information', 'unlawful', 'intellectual_property', 'other')),
	CONSTRAINT "reports_status_check" CHECK (status in ('open', 'actioned', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "user_mutes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"display" text NOT NULL,
	"muted_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mutes_kind_check" CHECK (kind in ('member', 'hashtag', 'word'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_cases" ADD CONSTRAINT "moderation_cases_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_case_id_moderation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."moderation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mutes" ADD CONSTRAINT "user_mutes_muted_user_id_users_id_fk" FOREIGN KEY ("muted_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_open_item_key" ON "moderation_cases" USING btree ("item_kind","item_id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("opened_at","id") WHERE "moderation_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_cases_author_idx" ON "moderation_cases" USING btree ("author_id","opened_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_case_idx" ON "moderation_decisions" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_key" ON "reports" USING btree ("reporter_id","item_kind","item_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","id");--> statement-breakpoint
CREATE INDEX "reports_case_idx" ON "reports" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "user_blocks_list_idx" ON "user_blocks" USING btree ("blocker_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_mutes_key" ON "user_mutes" USING btree ("user_id","kind","target");--> statement-breakpoint
CREATE INDEX "user_mutes_list_idx" ON "user_mutes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_mutes_muted_user_idx" ON "user_mutes" USING btree ("muted_user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('follow', 'like', 'comment', 'reply', 'outdated', 'track_updated', 'track_derived', 'track_next', 'track_published', 'plan_started', 'plan_ending', 'moderation', 'report_outcome'));--> statement-breakpoint
-- hand-written below
-- Whether either of two members blocked the other: the one rule every read and write asks
-- (db/visibility.ts, docs/decisions/0046-reports-blocks-and-moderation.md). Plain SQL, so the planner
-- inlines it into the statements that call it.
CREATE OR REPLACE FUNCTION ladder_blocked(a uuid, b uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocker_id = a AND k.blocked_id = b)
      OR EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocker_id = b AND k.blocked_id = a)
$$;
--> statement-breakpoint
-- A block or an unblock changes what both members' feeds and searches show: evict both (docs/cache.md).
CREATE TRIGGER user_blocks_cache_blocker AFTER INSERT OR DELETE ON user_blocks FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('v', 'blocker_id');
--> statement-breakpoint
CREATE TRIGGER user_blocks_cache_blocked AFTER INSERT OR DELETE ON user_blocks FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('v', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER user_mutes_cache AFTER INSERT OR DELETE OR UPDATE ON user_mutes FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('v', 'user_id');
--> statement-breakpoint
-- Nothing is told between two members when either blocked the other, nor from a member the
-- reader muted: whatever trigger writes the notification, it is dropped here.
CREATE OR REPLACE FUNCTION ladder_skip_unwanted_notification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.actor_id IS NOT NULL AND (ladder_blocked(NEW.user_id, NEW.actor_id)
     OR EXISTS (SELECT 1 FROM user_mutes m WHERE m.user_id = NEW.user_id AND m.muted_user_id = NEW.actor_id)) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_skip_unwanted BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION ladder_skip_unwanted_notification();
