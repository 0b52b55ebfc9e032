-- A like, save or share locks its post FOR NO KEY UPDATE instead of FOR UPDATE
-- (docs/decisions/0028-row-locks-under-concurrency.md): it still waits for every other change of
-- the post's counts, but no longer blocks rows that only refer to the post. A follow's feed
-- backfill writes such rows, and a like and a follow by one member, each waiting for what the
-- other held, deadlocked. Only the lock changes: the function is 0014's otherwise, rewritten from
-- its own definition (and this fails if that lock is not found there).
DO $$
DECLARE
  old_definition text := pg_get_functiondef('ladder_set_interaction(uuid, uuid, boolean, boolean, boolean)'::regprocedure);
  new_definition text := replace(old_definition, 'FOR UPDATE OF posts;', 'FOR NO KEY UPDATE OF posts;');
BEGIN
  IF new_definition = old_definition THEN
    RAISE EXCEPTION 'ladder_set_interaction: the post lock to change was not found';
  END IF;
  EXECUTE new_definition;
END $$;
