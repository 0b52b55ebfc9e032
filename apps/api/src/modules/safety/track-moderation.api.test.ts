import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, newIndustry, pickSkills, trackBody, trackCalls, type Member } from '../../../test/factories';

// Issue 32: a moderator hides or removes a reported career track (docs/api/safety.md "Moderation").

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);
const tracks = trackCalls(() => ctx);

/** A shared track by a fresh author, reported by another member; its case, found by the moderator. */
async function reportedTrack() {
  const [mod, author, reporter] = [await member(ctx, { is_superuser: true }), await member(ctx), await member(ctx)];
  const industry = await newIndustry(ctx);
  const made = await tracks.create(
    author.headers,
    trackBody(industry.id, await pickSkills(ctx), { title: 'Pay to join' }),
  );
  expect(made.statusCode).toBe(201);
  const trackId = made.json<{ id: string }>().id;
  const report = await api('POST', '/reports', reporter.headers, {
    item_kind: 'career_track',
    item_id: trackId,
    category: 'scam',
  });
  expect(report.statusCode).toBe(201);
  const cases = (await api('GET', '/moderation/queue?limit=100', mod.headers)).json<{
    items: { id: string; item_id: string }[];
  }>().items;
  const caseId = cases.find((c) => c.item_id === trackId)?.id;
  if (!caseId) throw new Error('no case');
  return { mod, author, reporter, industry, trackId, caseId };
}

const decide = (mod: Member, caseId: string, action: string) =>
  api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, { action, rule: 'scam' });
const inIndustry = async (who: Member, industryId: string) =>
  (await api('POST', `/career-tracks/get-by-industry?industry_id=${industryId}`, who.headers, {}))
    .json<{ items: { id: string }[] }>()
    .items.map((t) => t.id);
const feedHas = async (who: Member, postId: string) =>
  (await api('GET', `/posts?post_id=${postId}`, who.headers)).statusCode === 200;

describe('a moderator and a career track', () => {
  it('hides it: off every shared surface, its author sees it marked and cannot share it again until an appeal is granted', async () => {
    const { mod, author, reporter, industry, trackId, caseId } = await reportedTrack();
    const [post] = await tracks.postsOf(trackId);
    expect(await tracks.industryCount(industry.id)).toBe(1);
    expect((await api('GET', `/career-tracks/${trackId}/preview`, {})).statusCode).toBe(200);

    const hidden = await decide(mod, caseId, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect((await tracks.get(reporter.headers, trackId)).statusCode).toBe(404);
    expect(await inIndustry(reporter, industry.id)).not.toContain(trackId);
    expect(await tracks.industryCount(industry.id)).toBe(0);
    expect(await feedHas(reporter, post!.id)).toBe(false);
    expect((await api('GET', `/career-tracks/${trackId}/preview`, {})).statusCode).toBe(404);

    const own = await tracks.get(author.headers, trackId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ hidden_reason: 'scam', hidden_decision_id: hidden.json().id, is_public: false });
    const body = trackBody(industry.id, await pickSkills(ctx), { title: 'Pay to join, again' });
    const reshared = await tracks.update(author.headers, trackId, body);
    expect([reshared.statusCode, reshared.json().code]).toEqual([409, 'TRACK_HIDDEN']);
    expect(reshared.json().detail).toMatch(/moderator hid this career track/);
    // Edited and kept to itself, it is still the author's to change.
    expect((await tracks.update(author.headers, trackId, { ...body, status: 'completed' })).statusCode).toBe(200);

    // The author appeals; another moderator grants it: shared again, counted, in the feed.
    expect(
      (await api('POST', `/moderation/decisions/${hidden.json().id}/appeal`, author.headers, { text: 'A real job' }))
        .statusCode,
    ).toBe(200);
    const appealCase = (await api('GET', '/moderation/queue?limit=100', mod.headers))
      .json<{ items: { id: string; item_id: string; source: string }[] }>()
      .items.find((c) => c.item_id === trackId && c.source === 'appeal');
    const other = await member(ctx, { is_superuser: true });
    expect((await decide(other, appealCase!.id, 'dismiss')).statusCode).toBe(200);
    const back = await tracks.get(reporter.headers, trackId);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'shared' });
    expect(back.json().hidden_reason).toBeUndefined();
    expect(await tracks.industryCount(industry.id)).toBe(1);
    expect(await feedHas(reporter, post!.id)).toBe(true);
  });

  it('removes it from everyone, its author included, and erases it with its evidence after 90 days', async () => {
    const { mod, author, reporter, industry, trackId, caseId } = await reportedTrack();
    const [post] = await tracks.postsOf(trackId);
    expect((await decide(mod, caseId, 'remove')).statusCode).toBe(200);
    for (const who of [author, reporter]) expect((await tracks.get(who.headers, trackId)).statusCode).toBe(404);
    expect(await inIndustry(author, industry.id)).not.toContain(trackId);
    expect(await tracks.industryCount(industry.id)).toBe(0);
    expect(await feedHas(author, post!.id)).toBe(false);
    const edit = await tracks.update(author.headers, trackId, trackBody(industry.id, await pickSkills(ctx)));
    expect([edit.statusCode, edit.json().code]).toEqual([404, 'CAREER_TRACK_NOT_FOUND']);
    expect((await tracks.remove(author.headers, trackId)).statusCode).toBe(404);

    await ctx.database.db.execute(
      sql`update moderation_cases set snapshot_erase_at = now() - interval '1 minute' where id = ${caseId}::uuid`,
    );
    await ctx.app.runHourlyWork();
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from career_tracks where id = ${trackId}::uuid`,
    );
    expect(left[0]?.n).toBe(0);
    expect(await tracks.postsOf(trackId)).toEqual([]);
  });

  it('removes a shared track by its address at an authority’s request', async () => {
    const { mod, reporter, trackId } = await reportedTrack();
    const removal = await api('POST', '/moderation/removals', mod.headers, {
      url: `https://ladder.example/ladder/${trackId}`,
      legal_reference: 'Decree 147/2024/NĐ-CP, Article 23',
      requesting_body: 'Ministry of Information and Communications',
    });
    expect(removal.statusCode).toBe(200);
    expect((await tracks.get(reporter.headers, trackId)).statusCode).toBe(404);
  });
});
