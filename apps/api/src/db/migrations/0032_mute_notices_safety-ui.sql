-- Custom SQL migration file, put your code below! ---- hand-written below
-- A reader's muted words and hashtags also keep notifications away (issue 32): a comment or reply
-- holding one (in any case, with or without Vietnamese accents, as the feed matches them) writes
-- no notification to the member who muted it, nor does another member's post holding one.
CREATE OR REPLACE FUNCTION ladder_skip_unwanted_notification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  said text;
BEGIN
  IF NEW.actor_id IS NOT NULL AND (ladder_blocked(NEW.user_id, NEW.actor_id)
     OR EXISTS (SELECT 1 FROM user_mutes m WHERE m.user_id = NEW.user_id AND m.muted_user_id = NEW.actor_id)) THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM user_mutes m WHERE m.user_id = NEW.user_id AND m.kind IN ('word', 'hashtag')) THEN
    said := concat_ws(' ',
      (SELECT c.comment FROM post_comments c WHERE c.id = NEW.comment_id),
      (SELECT p.content FROM posts p WHERE p.id = NEW.post_id AND p.user_id <> NEW.user_id));
    IF said <> '' AND EXISTS (
      SELECT 1 FROM user_mutes m WHERE m.user_id = NEW.user_id AND (
        (m.kind = 'word' AND ladder_search_key(said) LIKE '%' || m.target || '%')
        OR (m.kind = 'hashtag' AND lower(said) LIKE '%#' || m.target || '%')
        OR (m.kind = 'hashtag' AND EXISTS (SELECT 1 FROM post_hashtags h JOIN posts p ON p.id = h.post_id
              WHERE h.post_id = NEW.post_id AND p.user_id <> NEW.user_id AND h.hashtag = m.target)))) THEN
      RETURN NULL;
    END IF;
  END IF;
  RETURN NEW;
END $$;
