ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('follow', 'like', 'comment', 'reply', 'outdated', 'track_updated', 'track_derived', 'track_next', 'track_published', 'plan_started', 'plan_ending', 'moderation', 'report_outcome', 'goal_nudge', 'track_changed', 'endorsement'));--> statement-breakpoint
-- hand-written below
-- A new endorsement tells the endorsed member, naming the skill in their language
-- (docs/api/profile.md "Endorsements"); one entry per endorsement, never grouped.
CREATE OR REPLACE FUNCTION ladder_notify_endorsement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ladder_notify(NEW.user_id, 'endorsement', 'endorsement:' || NEW.id, NEW.endorser_id, false,
                        detail => (SELECT CASE WHEN u.default_language = 'vi' THEN s.name_vn ELSE s.name_en END
                                   FROM skills s, users u WHERE s.id = NEW.skill_id AND u.id = NEW.user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER skill_endorsements_notify AFTER INSERT ON skill_endorsements FOR EACH ROW EXECUTE FUNCTION ladder_notify_endorsement();
