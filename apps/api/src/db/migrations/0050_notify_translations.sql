ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('follow', 'like', 'comment', 'reply', 'outdated', 'track_updated', 'track_derived', 'track_next', 'track_published', 'plan_started', 'plan_ending', 'moderation', 'report_outcome', 'goal_nudge', 'track_changed', 'endorsement', 'translation_suggested', 'translation_accepted'));--> statement-breakpoint
-- hand-written below
-- A suggested translation tells the track's author; an accepted one tells the member who
-- suggested it (docs/decisions/0063-a-track-in-both-languages.md). One entry each, never grouped.
CREATE OR REPLACE FUNCTION ladder_notify_translation_suggested() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ladder_notify((SELECT t.user_id FROM career_tracks t WHERE t.id = NEW.career_track_id),
                        'translation_suggested', 'translation_suggested:' || NEW.id, NEW.user_id, false,
                        track => NEW.career_track_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER career_track_translation_suggestions_notify AFTER INSERT ON career_track_translation_suggestions
  FOR EACH ROW EXECUTE FUNCTION ladder_notify_translation_suggested();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ladder_notify_translation_accepted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ladder_notify(NEW.user_id, 'translation_accepted', 'translation_accepted:' || NEW.id,
                        (SELECT t.user_id FROM career_tracks t WHERE t.id = NEW.career_track_id), false,
                        track => NEW.career_track_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER career_track_translation_suggestions_notify_accepted AFTER UPDATE OF status ON career_track_translation_suggestions
  FOR EACH ROW WHEN (OLD.status = 'open' AND NEW.status = 'accepted')
  EXECUTE FUNCTION ladder_notify_translation_accepted();
