import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';
import { queryRows } from '../../db/client';
import type { UserRow } from '../../modules/users/users.repository';
import { createServices } from '../../services';
import { seedDemoTracks } from './tracks';

const ctx = useTestApp();

describe('demo career tracks', () => {
  it('seeds ladders in four industries through the service: counts, posts and links agree', async () => {
    const handles = [
      'minhanh',
      'quocbao',
      'duchuy',
      'thuylinh',
      'nhatnam',
      'david.miller',
      'priya.sharma',
      'emily.nguyen',
    ];
    const members = new Map<string, { user: UserRow; headers: Record<string, string> }>();
    for (const handle of handles) members.set(handle, await member(ctx, { name: handle }));
    const services = createServices(
      { ...ctx.config, jwtSecret: ctx.config.jwtSecret ?? '' },
      {
        db: ctx.database.db,
        mailer: ctx.app.mailer,
        likeTelling: ctx.app.likeTelling,
        media: ctx.app.media,
        log: ctx.app.log,
      },
    );
    const byHandle = (handle: string) => {
      const found = members.get(handle);
      if (!found) throw new Error(handle);
      return found.user;
    };
    const seeded = await seedDemoTracks(services, { db: ctx.database.db, member: byHandle });
    expect(seeded).toBeGreaterThanOrEqual(12);

    const statuses = await queryRows<{ status: string; n: number }>(
      ctx.database.db,
      sql`select status, count(*)::int as n from career_tracks group by status order by status`,
    );
    const count = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
    expect(count('shared')).toBeGreaterThanOrEqual(10);
    expect(count('new')).toBe(1);
    const [check] = await queryRows<{ posts: number; mismatched: number; links: number; industries: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from posts where career_track_id is not null) as posts,
                 (select count(*)::int from industries i where i.total_career_tracks <>
                    (select count(*) from career_tracks t where t.industry_id = i.id and t.status = 'shared')) as mismatched,
                 (select count(*)::int from career_track_next) as links,
                 (select count(distinct industry_id)::int from career_tracks) as industries`,
    );
    expect(check).toMatchObject({ posts: count('shared'), mismatched: 0, industries: 4 });
    expect(check?.links).toBeGreaterThanOrEqual(6);
    // Two ladders carry a translation, each into the language they were not written in.
    const translated = await queryRows<{ language: string; translated: string; skills: number }>(
      ctx.database.db,
      sql`select t.language, tr.language as translated, (select count(*)::int from jsonb_object_keys(tr.skills)) as skills
          from career_track_translations tr join career_tracks t on t.id = tr.career_track_id order by t.language`,
    );
    expect(translated).toEqual([
      { language: 'en', translated: 'vi', skills: 7 },
      { language: 'vi', translated: 'en', skills: 7 },
    ]);

    // A member sees a ladder with both directions filled in.
    const viewer = members.get('emily.nguyen');
    const list = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/career-tracks/get-by-user?user_id=${byHandle('priya.sharma').id}`,
      headers: viewer?.headers ?? {},
    });
    const analyst = list.json().items.find((t: { title: string }) => t.title === 'Data Analyst');
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/career-tracks?career_track_id=${analyst.id}`,
      headers: viewer?.headers ?? {},
    });
    expect(view.json().ladder.next).toEqual([expect.objectContaining({ title: 'Nhà khoa học dữ liệu' })]);
    expect(view.json().skills.every((s: { what: string; why: string }) => s.what && s.why)).toBe(true);
  });
});
