import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createServices } from '../../services';
import { login, useTestApp } from '../../../test/helper';
import { DEMO_LOGIN, hasDemoLogin, seedDemoData } from './seed';

const ctx = useTestApp();

const TABLES = [
  'users',
  'user_follows',
  'hashtag_follows',
  'posts',
  'post_hashtags',
  'post_media',
  'post_interactions',
  'post_comments',
  'timeline_entries',
] as const;

async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    result[table] = row?.n ?? 0;
  }
  return result;
}

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

describe('demo data', () => {
  it('seeds a lively demo once, through the services, with exact counters', { timeout: 120_000 }, async () => {
    const services = createServices(
      { ...ctx.config, jwtSecret: ctx.config.jwtSecret! },
      {
        db: ctx.database.db,
        mailer: ctx.app.mailer,
        likeTelling: ctx.app.likeTelling,
        media: ctx.app.media,
        log: ctx.app.log,
      },
    );
    const deps = { db: ctx.database.db, log: ctx.app.log };

    expect(await hasDemoLogin(services)).toBe(false);
    const started = performance.now();
    expect(await seedDemoData(services, deps)).toBe(true);
    console.log(`demo data seeded in ${Math.round(performance.now() - started)} ms (${ctx.database.kind})`);
    expect(await hasDemoLogin(services)).toBe(true);

    // The demo member signs in through the real API and has a profile photo that is served.
    const signIn = await login(ctx, DEMO_LOGIN.email, DEMO_LOGIN.password);
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().access_token}` };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });
    expect(me.json()).toMatchObject({ email: DEMO_LOGIN.email, name: 'Nguyễn Minh Anh', username: '@minhanh' });
    expect(me.json().total_followings).toBeGreaterThanOrEqual(8);
    for (const field of ['photo_path', 'cover_photo_path']) {
      const url: string = me.json()[field];
      expect(url.startsWith(`${ctx.config.publicUrl}/media/users/`)).toBe(true);
      const photo = await ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toContain('image/webp');
    }

    // The home feed: a full first page, with authors and pictures that load.
    const feed = await ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers, payload: {} });
    expect(feed.statusCode).toBe(200);
    const items: {
      user_name: string;
      user_username: string;
      user_photo_path: string | null;
      media_files: { url: string; thumbnail_url: string | null }[];
    }[] = feed.json().items;
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item.user_name.length).toBeGreaterThan(0);
      expect(item.user_username).toMatch(/^@[A-Za-z0-9@_.]+$/);
      expect(item.user_photo_path).toMatch(/^https:\/\/ladder\.test\/media\/users\//);
    }
    const withMedia = items.find((item) => item.media_files.length > 0);
    expect(withMedia).toBeDefined();
    for (const file of withMedia?.media_files ?? []) {
      for (const url of [file.url, file.thumbnail_url ?? '']) {
        expect(url.startsWith(ctx.config.publicUrl)).toBe(true);
        const response = await ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
        expect(response.statusCode).toBe(200);
      }
    }

    // Counters equal the rows they count.
    const postCounters = await queryRows<{ id: string; likes: number; liked: number; comments: number; rows: number }>(
      ctx.database.db,
      sql`select p.id, p.total_post_likes as likes, p.total_post_comments as comments,
            (select count(*)::int from post_interactions i where i.post_id = p.id and i.liked) as liked,
            (select count(*)::int from post_comments c where c.post_id = p.id) as rows
          from posts p`,
    );
    expect(postCounters.length).toBeGreaterThanOrEqual(40);
    for (const row of postCounters) {
      expect(row.likes).toBe(row.liked);
      expect(row.comments).toBe(row.rows);
    }
    const userCounters = await queryRows<{
      followers: number;
      followings: number;
      follower_rows: number;
      following_rows: number;
    }>(
      ctx.database.db,
      sql`select u.total_followers as followers, u.total_followings as followings,
            (select count(*)::int from user_follows f where f.followee_id = u.id) as follower_rows,
            (select count(*)::int from user_follows f where f.follower_id = u.id) as following_rows
          from users u`,
    );
    expect(userCounters.length).toBeGreaterThanOrEqual(12);
    for (const row of userCounters) {
      expect(row.followers).toBe(row.follower_rows);
      expect(row.followings).toBe(row.following_rows);
      expect(row.followings).toBeGreaterThanOrEqual(4);
    }
    const [replies] = await queryRows<{ mismatched: number }>(
      ctx.database.db,
      sql`select count(*)::int as mismatched from post_comments c
          where c.total_replies <> (select count(*) from post_comments r where r.parent_comment_id = c.id)`,
    );
    expect(replies?.mismatched).toBe(0);

    // Both languages, media, replies, saves and shares are all there.
    const contents = (await queryRows<{ content: string }>(ctx.database.db, sql`select content from posts`)).map(
      (row) => row.content,
    );
    expect(contents.filter((text) => VIETNAMESE.test(text)).length).toBeGreaterThanOrEqual(15);
    const english = contents.filter((text) => !VIETNAMESE.test(text));
    expect(english.length).toBeGreaterThanOrEqual(15);
    expect(english.filter((text) => /\b(the|and|to)\b/i.test(text)).length).toBeGreaterThanOrEqual(12);
    expect(contents.some((text) => text.length > 300)).toBe(true);
    const before = await counts();
    expect(before.post_media).toBeGreaterThanOrEqual(20);
    expect(before.post_comments).toBeGreaterThanOrEqual(50);
    const [extras] = await queryRows<{ replies: number; saves: number; shares: number; demo_saves: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from post_comments where parent_comment_id is not null) as replies,
            (select count(*)::int from post_interactions where saved) as saves,
            (select count(*)::int from post_interactions where shared) as shares,
            (select count(*)::int from post_interactions i join users u on u.id = i.user_id
              where i.saved and u.email = ${DEMO_LOGIN.email}) as demo_saves`,
    );
    expect(extras?.replies).toBeGreaterThan(5);
    expect(extras?.saves).toBeGreaterThan(3);
    expect(extras?.shares).toBeGreaterThan(0);
    expect(extras?.demo_saves).toBeGreaterThanOrEqual(3);

    // A second start changes nothing.
    expect(await seedDemoData(services, deps)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
