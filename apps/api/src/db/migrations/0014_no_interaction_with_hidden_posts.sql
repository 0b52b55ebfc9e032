-- A deactivated member's posts are gone for everyone: ladder_set_interaction (0009) now finds
-- only a post whose author is active, so nobody likes, saves or shares a hidden post (no row: no
-- such post). The rest of the function is as 0009 wrote it.
CREATE OR REPLACE FUNCTION ladder_set_interaction(p_post uuid, p_user uuid, p_liked boolean, p_saved boolean, p_shared boolean)
RETURNS TABLE (post_id uuid, liked boolean, saved boolean, shared boolean,
               total_post_likes integer, total_post_comments integer, total_post_shares integer)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM 1 FROM posts
    WHERE posts.id = p_post AND EXISTS (SELECT 1 FROM users u WHERE u.id = posts.user_id AND u.is_active)
    FOR UPDATE OF posts;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  RETURN QUERY
    WITH old AS (
      SELECT i.liked, i.saved, i.shared, i.liked_at, i.saved_at, i.shared_at FROM post_interactions i
      WHERE i.post_id = p_post AND i.user_id = p_user
    ),
    next AS (
      SELECT coalesce(p_liked, o.liked, false) AS liked,
             coalesce(p_saved, o.saved, false) AS saved,
             coalesce(p_shared, o.shared, false) AS shared,
             coalesce(o.liked, false) AS was_liked, coalesce(o.saved, false) AS was_saved,
             coalesce(o.shared, false) AS was_shared, o.liked_at, o.saved_at, o.shared_at
      FROM (SELECT 1) one LEFT JOIN old o ON true
    ),
    written AS (
      INSERT INTO post_interactions AS i (post_id, user_id, liked, saved, shared, liked_at, saved_at, shared_at)
      SELECT p_post, p_user, n.liked, n.saved, n.shared,
             CASE WHEN n.liked AND NOT n.was_liked THEN now() ELSE n.liked_at END,
             CASE WHEN n.saved AND NOT n.was_saved THEN now() ELSE n.saved_at END,
             CASE WHEN n.shared AND NOT n.was_shared THEN now() ELSE n.shared_at END
      FROM next n
      ON CONFLICT ON CONSTRAINT post_interactions_post_id_user_id_pk DO UPDATE SET
        liked = excluded.liked, saved = excluded.saved, shared = excluded.shared,
        liked_at = excluded.liked_at, saved_at = excluded.saved_at, shared_at = excluded.shared_at,
        updated_at = now()
    ),
    counted AS (
      UPDATE posts p SET
        total_post_likes = p.total_post_likes + (n.liked::int - n.was_liked::int),
        total_post_shares = p.total_post_shares + (n.shared::int - n.was_shared::int)
      FROM next n
      WHERE p.id = p_post AND (n.liked <> n.was_liked OR n.shared <> n.was_shared)
      RETURNING p.total_post_likes, p.total_post_comments, p.total_post_shares
    )
    SELECT p.id, n.liked, n.saved, n.shared,
           coalesce(c.total_post_likes, p.total_post_likes),
           coalesce(c.total_post_comments, p.total_post_comments),
           coalesce(c.total_post_shares, p.total_post_shares)
    FROM next n CROSS JOIN posts p LEFT JOIN counted c ON true
    WHERE p.id = p_post;
END $$;
