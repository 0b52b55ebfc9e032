import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { counterDrift } from '../../../test/reliability/invariants';
import { callApi, login, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newIndustry, newTrack } from '../../../test/factories';

// docs/product.md "Accounts": during the grace period of a deletion the member is hidden at once,
// as a deactivation hides them; signing in to cancel shows them again; the end erases them.
const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

async function leaverWithThings() {
  const mark = randomUUID().replaceAll('-', '').slice(0, 10);
  const me = await member(ctx, { name: `Hien Zq${mark}` });
  const fan = await member(ctx);
  await api('POST', `/users/current/me/follow-user?user_id=${me.user.id}`, fan.headers);
  const industry = await newIndustry(ctx);
  const track = await newTrack(ctx, me.headers, {}, { industryId: industry.id });
  const post = (await api('POST', '/posts', me.headers, { content: `Một ngày #zq${mark}` })).json<{ id: string }>();
  return { me, fan, industry, track, post, mark };
}

async function seen(who: Awaited<ReturnType<typeof leaverWithThings>>, headers: Headers) {
  const profile = await api('GET', `/users/info/${encodeURIComponent(who.me.user.username)}`, headers);
  const post = await api('GET', `/posts?post_id=${who.post.id}`, headers);
  const track = await api('GET', `/career-tracks?career_track_id=${who.track.id}`, headers);
  const posts = await api('POST', `/posts/get-by-user?user_id=${who.me.user.id}`, headers);
  const found = await api('GET', `/users/current/me/search?keywords=zq${who.mark}`, headers);
  const tree = await api('POST', `/career-tracks/get-by-industry?industry_id=${who.industry.id}`, headers);
  return {
    profile: profile.statusCode,
    post: post.statusCode,
    track: track.statusCode,
    posts: posts.json<{ items: unknown[] }>().items.length,
    found: found.json<{ people: unknown[] }>().people.length,
    tree: tree.json<{ items: unknown[] }>().items.length,
  };
}

const industryCount = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select total_career_tracks as n from industries where id = ${id}::uuid`,
    )
  )[0]?.n;

describe('the grace period of a deletion', () => {
  it('hides the profile, posts and tracks at once, and signing in to cancel shows them again', async () => {
    const who = await leaverWithThings();
    // Their post and their shared track's post.
    const visible = { profile: 200, post: 200, track: 200, posts: 2, found: 1, tree: 1 };
    expect(await seen(who, who.fan.headers)).toEqual(visible);
    expect(await industryCount(who.industry.id)).toBe(1);

    const asked = await api('POST', '/users/current/me/delete', who.me.headers, { password: 'Ladder#Climb42' });
    expect(asked.statusCode).toBe(200);
    expect(await seen(who, who.fan.headers)).toEqual({
      profile: 404,
      post: 404,
      track: 404,
      posts: 0,
      found: 0,
      tree: 0,
    });
    expect(await industryCount(who.industry.id)).toBe(0);
    expect(await counterDrift(ctx)).toEqual([]);

    const back = await login(ctx, who.me.user.email);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ deletion_cancelled: true });
    expect(await seen(who, who.fan.headers)).toEqual(visible);
    expect(await industryCount(who.industry.id)).toBe(1);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('lets a member who forgot their password ask for a reset link to come back', async () => {
    const who = await leaverWithThings();
    await api('POST', '/users/current/me/delete', who.me.headers, { password: 'Ladder#Climb42' });
    const asked = await api('POST', `/password-recovery/${encodeURIComponent(who.me.user.email)}`);
    expect(asked.statusCode).toBe(200);
    await ctx.app.mailer.idle();
    expect(ctx.mailbox.last(who.me.user.email)?.subject).toMatch(/password/i);
  });

  it('erases them when the period ends, with every count exact', async () => {
    const who = await leaverWithThings();
    await api('POST', '/users/current/me/delete', who.me.headers, { password: 'Ladder#Climb42' });
    await queryRows(
      ctx.database.db,
      sql`update users set deletion_due_at = now() - interval '1 minute' where id = ${who.me.user.id}::uuid returning 1 as ok`,
    );
    await ctx.app.runHourlyWork();
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from users where id = ${who.me.user.id}::uuid`,
    );
    expect(left[0]?.n).toBe(0);
    expect(await industryCount(who.industry.id)).toBe(0);
    expect(await counterDrift(ctx)).toEqual([]);
    const fan = (await api('GET', '/users/current/me', who.fan.headers)).json<{ total_followings: number }>();
    expect(fan.total_followings).toBe(0);
  });
});
