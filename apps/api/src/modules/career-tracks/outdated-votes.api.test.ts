import type { Notification } from '@ladder/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newTrack } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const vote = (headers: Headers, trackId: string, reason: string) =>
  api('POST', '/career-tracks/vote-career-track-outdated', headers, { career_track_id: trackId, vote_notes: reason });
const notifications = async (headers: Headers) =>
  (await api('POST', '/users/current/me/notifications', headers)).json<{ items: Notification[] }>().items;

async function sharedTrack() {
  const author = await member(ctx);
  const track = await newTrack(ctx, author.headers);
  const industry = { id: track.industryId };
  const body = track.body;
  const read = async (headers = author.headers) =>
    (await api('GET', `/career-tracks?career_track_id=${track.id}`, headers)).json<{
      status: string;
      is_public: boolean;
      total_outdated_votes: number;
    }>();
  const tree = async (headers: Headers) =>
    (await api('POST', `/career-tracks/get-by-industry?industry_id=${industry.id}&shared_only=true`, headers)).json<{
      items: { id: string; status: string; is_public: boolean }[];
    }>().items;
  return { author, industry, body, id: track.id, read, tree };
}

describe('outdated votes', () => {
  it('three members within 180 days make a shared track outdated: it stays public, its badge shows everywhere and its author hears why', async () => {
    const track = await sharedTrack();
    const voters = [await member(ctx), await member(ctx), await member(ctx)];
    await vote(voters[0]!.headers, track.id, 'Kubernetes is missing');
    await vote(voters[1]!.headers, track.id, 'Salaries are from 2019');
    expect((await track.read()).status).toBe('shared');
    await vote(voters[2]!.headers, track.id, 'Nobody uses jQuery now');

    expect(await track.read(voters[0]!.headers)).toMatchObject({
      status: 'outdated',
      is_public: true,
      total_outdated_votes: 3,
    });
    expect(await track.tree(voters[1]!.headers)).toMatchObject([{ id: track.id, status: 'outdated', is_public: true }]);
    expect(await notifications(track.author.headers)).toMatchObject([
      { kind: 'outdated', actor_count: 3, detail: 'Nobody uses jQuery now', career_track: { id: track.id } },
    ]);
  });

  it('older votes do not count', async () => {
    const track = await sharedTrack();
    const voters = [await member(ctx), await member(ctx), await member(ctx)];
    await vote(voters[0]!.headers, track.id, 'Old news');
    await queryRows(
      ctx.database.db,
      sql`update career_track_outdated_votes set updated_at = now() - interval '181 days'
          where career_track_id = ${track.id}::uuid returning 1 as ok`,
    );
    await vote(voters[1]!.headers, track.id, 'Missing cloud skills');
    await vote(voters[2]!.headers, track.id, 'Missing AI tools');
    expect((await track.read()).status).toBe('shared');
  });

  it('the author’s save clears the votes, shares it again and tells each voter', async () => {
    const track = await sharedTrack();
    const voters = [await member(ctx), await member(ctx), await member(ctx)];
    for (const [index, voter] of voters.entries()) await vote(voter.headers, track.id, `Reason ${index}`);
    expect((await track.read()).status).toBe('outdated');

    const saved = await api('PUT', `/career-tracks/${track.id}`, track.author.headers, {
      ...track.body,
      title: 'Backend Engineer (2026)',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'shared', total_outdated_votes: 0 });
    for (const voter of voters)
      expect(await notifications(voter.headers)).toMatchObject([
        {
          kind: 'track_updated',
          actor: { id: track.author.user.id },
          career_track: { id: track.id, title: 'Backend Engineer (2026)' },
        },
      ]);
    // A new vote starts from zero.
    await vote(voters[0]!.headers, track.id, 'Still missing Kubernetes');
    expect(await track.read()).toMatchObject({ status: 'shared', total_outdated_votes: 1 });
  });
});
