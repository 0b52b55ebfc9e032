import type { Notification } from '@ladder/shared/schemas/notifications';
import type { OriginComparison, TrackVersion, VersionComparison } from '@ladder/shared/schemas/track-history';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, type Headers } from '../../../test/helper';
import { member, newIndustry, row, newTrack } from '../../../test/factories';
import { trackVersionsRepository } from './track-versions.repository';
import { useTrackApp } from '../../../test/track-test-app';

/** A shared track's history (docs/decisions/0057-a-track-keeps-its-history.md). */
const { ctx, pick } = useTrackApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

const versions = async (headers: Headers, id: string) => {
  const res = await api('GET', `/career-tracks/${id}/versions`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ items: TrackVersion[]; last_evaluated_key: string | null }>();
};
const compare = (headers: Headers, id: string, from: number, to: number) =>
  api('GET', `/career-tracks/${id}/versions/compare?from=${from}&to=${to}`, headers);
const notifications = async (headers: Headers) =>
  (await api('POST', '/users/current/me/notifications', headers)).json<{ items: Notification[] }>().items;

async function sharedTrack(overrides: object = {}) {
  const author = await member(ctx);
  const { id, body } = await newTrack(ctx, author.headers, overrides);
  const save = async (changes: object) => {
    const saved = await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, ...changes });
    expect(saved.statusCode).toBe(200);
  };
  return { author, body, id, save };
}

describe('versions', () => {
  it('each save of a shared track keeps a version, newest first and paged; a save that changes nothing keeps none', async () => {
    const track = await sharedTrack();
    await track.save({ desc: 'From junior to staff engineer in five years.' });
    await track.save({ desc: 'From junior to staff engineer in five years.' });
    await track.save({ title: 'Backend Lead', version_summary: 'A lead, not only an engineer' });
    const list = await versions(track.author.headers, track.id);
    expect(list.items.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(list.items[0]).toMatchObject({ summary: 'A lead, not only an engineer', restored_from: null });
    expect(list.items[1]).toMatchObject({ summary: null, changes: { desc_changed: true, skills_changed: 0 } });
    expect(list.items[2]).toMatchObject({ changes: null, author: { id: track.author.user.id } });

    const first = await api('GET', `/career-tracks/${track.id}/versions?limit=2`, track.author.headers);
    const page = first.json<{ items: TrackVersion[]; last_evaluated_key: string }>();
    expect(page.items.map((v) => v.number)).toEqual([3, 2]);
    const next = await api(
      'GET',
      `/career-tracks/${track.id}/versions?limit=2&last_evaluated_key=${page.last_evaluated_key}`,
      track.author.headers,
    );
    expect(next.json<{ items: TrackVersion[] }>().items.map((v) => v.number)).toEqual([1]);
  });

  it('drafts keep no versions until shared', async () => {
    const author = await member(ctx);
    const { id, body } = await newTrack(ctx, author.headers, { status: 'new' });
    await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, status: 'completed', title: 'Data Engineer' });
    expect((await versions(author.headers, id)).items).toEqual([]);
    await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, status: 'shared' });
    expect((await versions(author.headers, id)).items).toMatchObject([{ number: 1, changes: null }]);
  });
});

describe('compare', () => {
  it('names skills added and removed, levels raised and lowered, categories moved, resources and words changed', async () => {
    const track = await sharedTrack();
    const [ik0, ik1, tt0, tt1, ip0, ip1, other0] = track.body.skills;
    await track.save({
      title: 'Senior Backend Engineer',
      desc: 'From junior to senior backend engineer in four years.',
      skills: [
        { ...ik0, desired_level: 'Expert', what: 'Know it well enough to design with it' },
        { ...ik1, desired_level: 'Beginner' },
        { ...tt0, external_desc_urls: ['https://example.com/book'] },
        tt1,
        ip0,
        { ...other0, skill_category_id: 3 },
        row(pick.other[1] ?? '', 'other'),
      ],
    });
    const res = await compare(track.author.headers, track.id, 1, 2);
    expect(res.statusCode).toBe(200);
    const diff = res.json<VersionComparison>();
    expect(diff.from.number).toBe(1);
    expect(diff.to.number).toBe(2);
    expect(diff.title).toEqual([
      { kind: 'added', text: 'Senior ' },
      { kind: 'same', text: 'Backend Engineer' },
    ]);
    expect(diff.desc).toContainEqual({ kind: 'removed', text: 'three' });
    expect(diff.desc).toContainEqual({ kind: 'added', text: 'four' });
    expect(diff.skills_added).toMatchObject([{ skill_id: pick.other[1], skill_category_id: 4 }]);
    expect(diff.skills_added[0]?.skill_name).not.toBe('');
    expect(diff.skills_removed).toMatchObject([{ skill_id: ip1?.skill_id }]);
    expect(diff.levels).toMatchObject([
      { skill_id: ik0?.skill_id, from: 'Applied Experience', to: 'Expert', direction: 'raised' },
      { skill_id: ik1?.skill_id, from: 'Applied Experience', to: 'Beginner', direction: 'lowered' },
    ]);
    expect(diff.categories).toMatchObject([{ skill_id: other0?.skill_id, from: 4, to: 3 }]);
    expect(diff.texts).toMatchObject([{ skill_id: ik0?.skill_id, field: 'what' }]);
    expect(diff.texts[0]?.parts).toContainEqual({ kind: 'added', text: 'design with' });
    expect(diff.texts[0]?.parts).toContainEqual({ kind: 'removed', text: 'teach' });
    expect(diff.resources_added).toMatchObject([{ skill_id: tt0?.skill_id, url: 'https://example.com/book' }]);
    expect(diff.resources_removed).toMatchObject([{ skill_id: tt0?.skill_id, url: 'https://example.com/learn' }]);
    const [latest] = (await versions(track.author.headers, track.id)).items;
    expect(latest?.changes).toMatchObject({ skills_added: 1, skills_removed: 1, levels_changed: 2, skills_changed: 6 });
  });

  it('answers 404 for a version that is not there and refuses numbers that are not versions', async () => {
    const track = await sharedTrack();
    expect((await compare(track.author.headers, track.id, 1, 9)).json()).toMatchObject({ code: 'VERSION_NOT_FOUND' });
    expect((await compare(track.author.headers, track.id, 1, 9)).statusCode).toBe(404);
    expect(
      (await api('GET', `/career-tracks/${track.id}/versions/compare?from=x&to=1`, track.author.headers)).statusCode,
    ).toBe(422);
    expect((await api('GET', `/career-tracks/not-a-track/versions`, track.author.headers)).statusCode).toBe(404);
  });
});

describe('who reads a history', () => {
  it('a draft’s history is its author’s; a member the author blocked gets 404, like the track itself', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const industry = await newIndustry(ctx);
    const draft = await newTrack(ctx, author.headers, { status: 'new' }, { industryId: industry.id });
    expect((await api('GET', `/career-tracks/${draft.id}/versions`, other.headers)).statusCode).toBe(404);
    expect((await compare(other.headers, draft.id, 1, 1)).statusCode).toBe(404);

    const track = await sharedTrack();
    expect((await versions(other.headers, track.id)).items).toHaveLength(1);
    expect((await api('POST', `/users/${other.user.id}/block`, track.author.headers)).statusCode).toBeLessThan(300);
    expect((await api('GET', `/career-tracks/${track.id}/versions`, other.headers)).statusCode).toBe(404);
    expect((await compare(other.headers, track.id, 1, 1)).statusCode).toBe(404);
  });
});

describe('notifications', () => {
  it('members whose goal it is and authors of tracks built on it hear once per save, with the skills changed', async () => {
    const track = await sharedTrack();
    const follower = await member(ctx);
    const builder = await member(ctx);
    expect(
      (await api('POST', '/users/current/me/goals', follower.headers, { career_track_id: track.id })).statusCode,
    ).toBe(200);
    expect((await api('POST', `/career-tracks/${track.id}/copy`, builder.headers)).statusCode).toBe(201);
    const skills = track.body.skills.map((s, i) => (i < 3 ? { ...s, desired_level: 'Expert' } : s));
    await track.save({ skills });
    for (const reader of [follower, builder]) {
      const told = (await notifications(reader.headers)).filter((n) => n.kind === 'track_changed');
      expect(told).toMatchObject([
        { detail: '2:3', career_track: { id: track.id }, actor: { id: track.author.user.id } },
      ]);
    }
    // Telling the same save again writes nothing new.
    await trackVersionsRepository.notifyChange(ctx.database.db, track.id, track.author.user.id, 2, 3);
    expect((await notifications(follower.headers)).filter((n) => n.kind === 'track_changed')).toHaveLength(1);
    expect((await notifications(track.author.headers)).filter((n) => n.kind === 'track_changed')).toEqual([]);
  });
});

describe('restore', () => {
  it('the author makes an older version current: a new version that says so; others get 404', async () => {
    const track = await sharedTrack();
    await track.save({ title: 'Platform Engineer', skills: track.body.skills.slice(0, 6) });
    const other = await member(ctx);
    const url = `/career-tracks/${track.id}/versions/1/restore`;
    expect((await api('POST', url, other.headers)).statusCode).toBe(404);
    expect((await api('POST', `/career-tracks/${track.id}/versions/7/restore`, track.author.headers)).statusCode).toBe(
      404,
    );
    const res = await api('POST', url, track.author.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Backend Engineer', skills: { length: 7 } });
    const [latest] = (await versions(track.author.headers, track.id)).items;
    expect(latest).toMatchObject({ number: 3, restored_from: 1, changes: { title_changed: true, skills_added: 1 } });
  });
});

describe('outdated votes', () => {
  it('name the version they were cast on, and the history shows which version was voted outdated', async () => {
    const track = await sharedTrack();
    await track.save({ title: 'Backend Engineer II' });
    const voters = [await member(ctx), await member(ctx), await member(ctx)];
    for (const voter of voters) {
      await api('POST', '/career-tracks/vote-career-track-outdated', voter.headers, {
        career_track_id: track.id,
        vote_notes: 'Old tools',
      });
    }
    const list = (await versions(voters[0]!.headers, track.id)).items;
    expect(list[0]).toMatchObject({ number: 2, outdated_votes: 3, voted_outdated_at: expect.any(String) });
    expect(list[1]).toMatchObject({ number: 1, outdated_votes: 0, voted_outdated_at: null });
  });
});

describe('compared with its origin', () => {
  it('a track built on another shows what it changed from the version it was built on, and what the origin changed since', async () => {
    const origin = await sharedTrack();
    const builder = await member(ctx);
    const copy = (await api('POST', `/career-tracks/${origin.id}/copy`, builder.headers)).json<{ id: string }>();
    const [first, ...rest] = origin.body.skills;
    await api('PUT', `/career-tracks/${copy.id}`, builder.headers, {
      ...origin.body,
      derived_career_track_id: origin.id,
      title: 'Backend Engineer in fintech',
      skills: [{ ...first, desired_level: 'Expert' }, ...rest],
    });
    await origin.save({ desc: 'From junior to senior backend engineer in two years.' });

    const res = await api('GET', `/career-tracks/${copy.id}/versions/origin`, builder.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<OriginComparison>();
    expect(body).toMatchObject({ origin_id: origin.id, base_version: 1, origin_version: 2 });
    expect(body.changed.title).toContainEqual({ kind: 'added', text: 'in fintech' });
    expect(body.changed.levels).toMatchObject([{ skill_id: first?.skill_id, direction: 'raised' }]);
    expect(body.since?.desc).toContainEqual({ kind: 'added', text: 'two' });
    expect(body.since?.levels).toEqual([]);

    expect(
      (await api('GET', `/career-tracks/${origin.id}/versions/origin`, origin.author.headers)).json(),
    ).toMatchObject({ code: 'ORIGIN_NOT_FOUND' });
  });
});

describe("a goal's gap marks what changed", () => {
  type Changes = { seen_version: number; newest_version: number; skill_ids: string[] } | null;
  const changesFor = async (headers: Headers, id: string) => {
    const res = await api('GET', `/career-tracks/gap?career_track_id=${id}`, headers);
    expect(res.statusCode).toBe(200);
    const changes = res.json<{ changes: Changes }>().changes;
    return changes && { ...changes, skill_ids: [...changes.skill_ids].sort() };
  };

  it('marks the skills changed since the version the member last saw, until they mark it seen', async () => {
    const track = await sharedTrack();
    const [ik0, ik1, tt0, ...rest] = track.body.skills;
    const reader = await member(ctx);
    const stranger = await member(ctx);
    expect(
      (await api('POST', '/users/current/me/goals', reader.headers, { career_track_id: track.id })).statusCode,
    ).toBe(200);
    expect(await changesFor(reader.headers, track.id)).toBeNull();

    // Version 2 raises a level and adds a skill.
    const added = row(pick.other[1] ?? '', 'other');
    await track.save({ skills: [{ ...ik0, desired_level: 'Expert' }, ik1, tt0, ...rest, added] });
    expect(await changesFor(reader.headers, track.id)).toEqual({
      seen_version: 1,
      newest_version: 2,
      skill_ids: [ik0?.skill_id, added.skill_id].sort(),
    });
    // Only on one's own goal.
    expect(await changesFor(stranger.headers, track.id)).toBeNull();

    expect((await api('PUT', `/users/current/me/goals/${track.id}/seen`, reader.headers)).statusCode).toBe(204);
    expect(await changesFor(reader.headers, track.id)).toBeNull();

    // Version 3 edits one skill's text: only that one is marked.
    await track.save({
      skills: [{ ...ik0, desired_level: 'Expert' }, ik1, { ...tt0, why: 'Every team ships with it' }, ...rest, added],
    });
    expect(await changesFor(reader.headers, track.id)).toEqual({
      seen_version: 2,
      newest_version: 3,
      skill_ids: [tt0?.skill_id],
    });

    // A goal set now has seen the newest version.
    expect(
      (await api('POST', '/users/current/me/goals', stranger.headers, { career_track_id: track.id })).statusCode,
    ).toBe(200);
    expect(await changesFor(stranger.headers, track.id)).toBeNull();
  });

  it('marking seen answers 404 for a track that is not the member’s goal', async () => {
    const track = await sharedTrack();
    const reader = await member(ctx);
    const res = await api('PUT', `/users/current/me/goals/${track.id}/seen`, reader.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('GOAL_NOT_FOUND');
  });
});
