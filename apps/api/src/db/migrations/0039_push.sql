CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT ladder_uuid_v7() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"groups_off" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_settings" ADD CONSTRAINT "push_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_outbox_subscription_idx" ON "push_outbox" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_outbox_notification_idx" ON "push_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- hand-written below
-- Web Push (docs/decisions/0059-installable-app-and-web-push.md). Which push group a notification
-- kind belongs to (@ladder/shared/schemas/push.ts PUSH_GROUP_KINDS); null: the bell only.
CREATE OR REPLACE FUNCTION ladder_push_group(kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN kind = 'follow' THEN 'follows'
    WHEN kind = 'like' THEN 'likes'
    WHEN kind IN ('comment', 'reply') THEN 'comments'
    WHEN kind IN ('outdated', 'track_updated', 'track_changed', 'track_derived', 'track_next', 'track_published') THEN 'tracks'
    WHEN kind = 'goal_nudge' THEN 'goals'
  END
$$;
--> statement-breakpoint
-- A notification written, or a group that grew (its `updated_at` moved: at most once a minute for
-- a like storm, decision 0026), queues one push per live subscription of its reader, in the same
-- transaction: a rolled-back action pushes nothing, and a committed one survives a crash.
CREATE OR REPLACE FUNCTION ladder_queue_push() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted text := ladder_push_group(NEW.kind);
BEGIN
  IF wanted IS NULL OR NEW.read_at IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    RETURN NULL;
  END IF;
  INSERT INTO push_outbox (subscription_id, notification_id)
  SELECT s.id, NEW.id
  FROM push_subscriptions s
  JOIN sessions x ON x.id = s.session_id AND x.revoked_at IS NULL AND x.expires_at > now()
  WHERE s.user_id = NEW.user_id
    AND NOT EXISTS (SELECT 1 FROM push_settings p WHERE p.user_id = NEW.user_id AND wanted = ANY (p.groups_off));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_queue_push AFTER INSERT OR UPDATE OF updated_at ON notifications
  FOR EACH ROW EXECUTE FUNCTION ladder_queue_push();
--> statement-breakpoint
-- Signing out (or any revocation: a password change, a deactivation) removes the session's
-- subscriptions, and with them the pushes still queued for them.
CREATE OR REPLACE FUNCTION ladder_forget_session_pushes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_subscriptions WHERE session_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_forget_pushes AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION ladder_forget_session_pushes();
