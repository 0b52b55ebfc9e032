-- ladder_set_interaction (0014) locks the post's row FOR NO KEY UPDATE instead of FOR UPDATE: a
-- like changes the post's counters, never its key, and FOR UPDATE also blocked every insert that
-- references the post (the foreign key check takes FOR KEY SHARE), such as a follow writing the
-- author's posts into a timeline. A follow that held the author's row while a like held the post
-- deadlocked (bench/soak, reliability/lock-order.api.test.ts). Only that clause changes: the
-- function is rewritten from its own definition, and the migration fails if the clause is gone.
DO $$
DECLARE
  definition text := pg_get_functiondef('ladder_set_interaction(uuid, uuid, boolean, boolean, boolean)'::regprocedure);
BEGIN
  IF position('FOR UPDATE OF posts' IN definition) = 0 THEN
    RAISE EXCEPTION 'ladder_set_interaction no longer locks FOR UPDATE OF posts';
  END IF;
  EXECUTE replace(definition, 'FOR UPDATE OF posts', 'FOR NO KEY UPDATE OF posts');
END $$;
