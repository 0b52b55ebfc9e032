import { sql } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { queryRows, type Database } from '../../src/db/client';
import { keptWordCounts } from '../../src/modules/search/search.words';
import { isExportKey } from '../../src/storage/media-store';
import { photoObjectKeys } from '../../src/storage/photo-keys';

/**
 * What must hold after any sequence of requests, however hostile (docs/reliability.md): every
 * counter equals the rows it counts, and every stored file has its row and every row its file.
 * Each check returns what it found wrong, so a failure names the counter or the file.
 * Run by the fuzz, and by bench/soak after its load.
 */

/** What the checks read: a test's context, or a bench's database and the API's data directory. */
type Checked = { database: Pick<Database, 'db'>; config: { dataDir: string } };

/** One line per counter that differs from its rows: `table.column: N rows off`. */
export async function counterDrift(ctx: Pick<Checked, 'database'>): Promise<string[]> {
  const rows = await queryRows<{ counter: string; off: number }>(
    ctx.database.db,
    sql`
      select 'posts.total_post_likes' as counter, count(*)::int as off from posts p
        where p.total_post_likes <> (select count(*) from post_interactions i where i.post_id = p.id and i.liked)
      union all select 'posts.total_post_shares', count(*)::int from posts p
        where p.total_post_shares <> (select count(*) from post_interactions i where i.post_id = p.id and i.shared)
      union all select 'posts.total_post_comments', count(*)::int from posts p
        where p.total_post_comments <> (select count(*) from post_comments c where c.post_id = p.id)
      union all select 'post_comments.total_replies', count(*)::int from post_comments c
        where c.total_replies <> (select count(*) from post_comments r where r.parent_comment_id = c.id)
      union all select 'users.total_followers', count(*)::int from users u
        where u.total_followers <> (select count(*) from user_follows f where f.followee_id = u.id)
      union all select 'users.total_followings', count(*)::int from users u
        where u.total_followings <> (select count(*) from user_follows f where f.follower_id = u.id)
      union all select 'hashtags.total_followers', count(*)::int from hashtags h
        where h.total_followers <> (select count(*) from hashtag_follows f where f.hashtag = h.tag)
      union all select 'hashtags.total_posts', count(*)::int from hashtags h
        where h.total_posts <> (select count(*) from post_hashtags ph where ph.hashtag = h.tag)
      union all select 'industries.total_career_tracks', count(*)::int from industries i
        where i.total_career_tracks <> (select count(*) from career_tracks t join users u on u.id = t.user_id
                                          where t.industry_id = i.id and t.status = 'shared' and u.is_active)
      union all select 'career_tracks.total_outdated_votes', count(*)::int from career_tracks t
        where t.total_outdated_votes <> (select count(*) from career_track_outdated_votes v where v.career_track_id = t.id)
      union all select 'search_word_counts.postings', count(*)::int from (
          select word, kind, sum(postings)::int as postings from (${keptWordCounts}) kept group by word, kind) k
        full join (select word, kind, count(*)::int as n from search_postings group by word, kind) c
          on c.word = k.word and c.kind = k.kind
        where k.postings is distinct from c.n and (k.postings <> 0 or c.n is not null)`,
  );
  return rows.filter((row) => row.off > 0).map((row) => `${row.counter}: ${row.off} rows off`);
}

/** Every file under `dir`, as paths relative to it with `/` between folders. */
export function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Files in the local media store that no row names, and rows whose file is gone. */
export async function mediaDrift(ctx: Checked): Promise<{ orphanFiles: string[]; missingFiles: string[] }> {
  const named = await queryRows<{ key: string }>(
    ctx.database.db,
    sql`select key from post_media union all select thumbnail_key from post_media where thumbnail_key is not null
        union all select photo_path from users where photo_path is not null
        union all select cover_photo_path from users where cover_photo_path is not null
        union all select file_key from profile_items where file_key is not null
        union all select file_key from skill_evidence where file_key is not null
        union all select archive_key from data_exports where archive_key is not null`,
  );
  // A profile or cover photo is stored in two sizes: the row names the large one (storage/photo-keys.ts).
  const keys = new Set(
    named.flatMap((row) => {
      const photo = row.key.startsWith('users/') && !isExportKey(row.key) ? photoObjectKeys(row.key) : [];
      return photo.length > 0 ? photo : [row.key];
    }),
  );
  const files = new Set(filesUnder(path.join(ctx.config.dataDir, 'media')));
  return {
    orphanFiles: [...files].filter((file) => !keys.has(file)),
    missingFiles: [...keys].filter((key) => !files.has(key)),
  };
}
