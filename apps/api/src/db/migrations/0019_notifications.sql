-- Notifications (docs/decisions/0026-notifications.md). Rows are written here, by triggers, in
-- the transaction of what they tell about; the notifications module reads them.
-- A time-ordered UUID (v7) made in SQL, as the app makes them, for rows written by triggers.
CREATE FUNCTION ladder_uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
      PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
      FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
$$;
--> statement-breakpoint
CREATE TABLE "notification_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counts_unread_nonnegative" CHECK ("notification_counts"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds_off" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT ladder_uuid_v7() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"group_key" text NOT NULL,
	"actor_id" uuid,
	"actor_count" integer DEFAULT 1 NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"career_track_id" uuid,
	"other_career_track_id" uuid,
	"subscription_id" uuid,
	"detail" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_group_key" UNIQUE("user_id","group_key"),
	CONSTRAINT "notifications_actor_count_positive" CHECK ("notifications"."actor_count" >= 1),
	CONSTRAINT "notifications_kind_check" CHECK (kind in ('follow', 'like', 'comment', 'reply', 'outdated', 'track_updated', 'track_derived', 'track_next', 'track_published', 'plan_started', 'plan_ending'))
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_post_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."post_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_career_track_id_career_tracks_id_fk" FOREIGN KEY ("career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_other_career_track_id_career_tracks_id_fk" FOREIGN KEY ("other_career_track_id") REFERENCES "public"."career_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subscription_id_user_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."user_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" SET (fillfactor = 70);--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");
--> statement-breakpoint
-- The one way a notification is written. Nothing is told to its own actor, to or from an inactive
-- member, or of a kind the reader turned off. A grouped kind (`is_grouped`) gathers in one row
-- per group: a new member moves it up and counts once more while it is unread, or starts the
-- count again once it was read. Any other kind told twice (a second follow) moves its row up.
CREATE FUNCTION ladder_notify(
  reader uuid, what text, group_key text, actor uuid, is_grouped boolean,
  post uuid DEFAULT NULL, comment uuid DEFAULT NULL, track uuid DEFAULT NULL,
  other_track uuid DEFAULT NULL, subscription uuid DEFAULT NULL, detail text DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  calm boolean := NOT (what = 'like' AND EXISTS (
    SELECT 1 FROM notifications r WHERE r.user_id = reader AND r.group_key = ladder_notify.group_key
      AND r.read_at IS NULL AND r.updated_at > now() - interval '1 minute'));
BEGIN
  IF reader IS NULL OR reader = actor THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = reader AND is_active) THEN RETURN; END IF;
  IF actor IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = actor AND is_active) THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM notification_settings s WHERE s.user_id = reader AND what = ANY (s.kinds_off)) THEN RETURN; END IF;
  INSERT INTO notifications AS n (user_id, kind, group_key, actor_id, post_id, comment_id, career_track_id,
                                  other_career_track_id, subscription_id, detail)
    VALUES (reader, what, ladder_notify.group_key, actor, post, comment, track, other_track, subscription,
            ladder_notify.detail)
  ON CONFLICT (user_id, group_key) DO UPDATE SET
    actor_count = CASE WHEN is_grouped AND n.read_at IS NULL THEN n.actor_count + 1 ELSE 1 END,
    read_at = NULL,
    -- In a like storm the entry is moved up (and its actor named) at most once a minute: in
    -- between, only its count changes, which rewrites no index (a HOT update). Without this, each
    -- like left an index entry behind and the burst ran 1.5 times as long (bench/notifications).
    actor_id = CASE WHEN calm THEN excluded.actor_id ELSE n.actor_id END,
    detail = CASE WHEN calm THEN coalesce(excluded.detail, n.detail) ELSE n.detail END,
    updated_at = CASE WHEN calm THEN now() ELSE n.updated_at END;
END $$;
--> statement-breakpoint
-- The unread count follows every row that is written, read or deleted; each change of it tells
-- the reader's open pages (every instance LISTENs on ladder_notifications). A like that only
-- grows an entry already unread changes nothing there, and sends nothing.
CREATE FUNCTION ladder_count_unread() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
  reader uuid;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.read_at IS NULL THEN delta := delta + 1; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.read_at IS NULL THEN delta := delta - 1; END IF;
  reader := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  IF delta <> 0 THEN
    INSERT INTO notification_counts AS c (user_id, unread) VALUES (reader, greatest(delta, 0))
      ON CONFLICT (user_id) DO UPDATE SET unread = greatest(c.unread + delta, 0);
    PERFORM pg_notify('ladder_notifications', reader::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_count AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION ladder_count_unread();
--> statement-breakpoint
-- A new follower.
CREATE FUNCTION ladder_notify_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ladder_notify(NEW.followee_id, 'follow', 'follow:' || NEW.follower_id, NEW.follower_id, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_follows_notify AFTER INSERT ON user_follows
  FOR EACH ROW EXECUTE FUNCTION ladder_notify_follow();
--> statement-breakpoint
-- A member's first like of a post (a like taken back and given again is not news twice).
CREATE FUNCTION ladder_notify_like() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.liked AND (TG_OP = 'INSERT' OR (NOT OLD.liked AND OLD.liked_at IS NULL)) THEN
    PERFORM ladder_notify((SELECT user_id FROM posts WHERE id = NEW.post_id), 'like', 'like:' || NEW.post_id,
                          NEW.user_id, true, post => NEW.post_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_interactions_notify AFTER INSERT OR UPDATE OF liked ON post_interactions
  FOR EACH ROW EXECUTE FUNCTION ladder_notify_like();
--> statement-breakpoint
-- A comment on a member's post; a reply to a member's comment.
CREATE FUNCTION ladder_notify_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  opening text := left(NEW.comment, 140);
BEGIN
  IF NEW.parent_comment_id IS NULL THEN
    PERFORM ladder_notify((SELECT user_id FROM posts WHERE id = NEW.post_id), 'comment', 'comment:' || NEW.id,
                          NEW.user_id, false, post => NEW.post_id, comment => NEW.id, detail => opening);
  ELSE
    PERFORM ladder_notify((SELECT user_id FROM post_comments WHERE id = NEW.parent_comment_id), 'reply',
                          'reply:' || NEW.id, NEW.user_id, false, post => NEW.post_id, comment => NEW.id,
                          detail => opening);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER post_comments_notify AFTER INSERT ON post_comments
  FOR EACH ROW EXECUTE FUNCTION ladder_notify_comment();
--> statement-breakpoint
-- Outdated votes on a member's track, gathered per track, with the latest reason.
CREATE FUNCTION ladder_notify_outdated_vote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ladder_notify((SELECT user_id FROM career_tracks WHERE id = NEW.career_track_id), 'outdated',
                        'outdated:' || NEW.career_track_id, NEW.user_id, true, track => NEW.career_track_id,
                        detail => left(NEW.vote_notes, 140));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER career_track_outdated_votes_notify AFTER INSERT ON career_track_outdated_votes
  FOR EACH ROW EXECUTE FUNCTION ladder_notify_outdated_vote();
--> statement-breakpoint
-- A track once shared: the author of the track it derives from, the authors of the tracks it
-- names as next, and the author's followers hear of it. Run at commit (the next-track rows are
-- written after the track's), and idempotent (each group is written once).
CREATE FUNCTION ladder_notify_track_shared() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  track career_tracks%ROWTYPE;
BEGIN
  SELECT * INTO track FROM career_tracks WHERE id = NEW.id;
  IF NOT FOUND OR track.status <> 'shared' THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM notifications WHERE group_key = 'published:' || track.id) THEN RETURN NULL; END IF;
  PERFORM ladder_notify(d.user_id, 'track_derived', 'derived:' || track.id, track.user_id, false,
                        track => d.id, other_track => track.id)
    FROM career_tracks d WHERE d.id = track.derived_career_track_id;
  PERFORM ladder_notify(n.user_id, 'track_next', 'next:' || track.id || ':' || n.id, track.user_id, false,
                        track => n.id, other_track => track.id)
    FROM career_track_next x JOIN career_tracks n ON n.id = x.next_career_track_id
    WHERE x.career_track_id = track.id;
  PERFORM ladder_notify(f.follower_id, 'track_published', 'published:' || track.id, track.user_id, false,
                        other_track => track.id)
    FROM user_follows f WHERE f.followee_id = track.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER career_tracks_notify_shared AFTER INSERT OR UPDATE OF status ON career_tracks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status = 'shared')
  EXECUTE FUNCTION ladder_notify_track_shared();
--> statement-breakpoint
-- A plan that starts (the free plan has no row).
CREATE FUNCTION ladder_notify_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_active THEN
    PERFORM ladder_notify(NEW.user_id, 'plan_started', 'plan_started:' || NEW.id, NULL, false,
                          subscription => NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_subscriptions_notify AFTER INSERT ON user_subscriptions
  FOR EACH ROW EXECUTE FUNCTION ladder_notify_plan();
--> statement-breakpoint
-- Nothing from a member who leaves: their notifications to others go with their deactivation.
CREATE FUNCTION ladder_forget_inactive_actor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notifications WHERE actor_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_forget_inactive_actor AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION ladder_forget_inactive_actor();
