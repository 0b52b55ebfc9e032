import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, newTrack, type Member } from '../../../test/factories';
import { expectRows } from '../../../test/row-shapes';
import { dataExportRepository } from '../users/data-export.repository';
import { profileItemRowSchema, profileRepository } from './profile.repository';

// Experience, education and certificates on a profile (docs/api/profile.md), on both databases (TEST_DB):
// each item shown by its visibility to each reader, nothing across a block, only the owner
// changes it, and it leaves with the account (grace period 0: erased at once).
const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
const api = (...call: ApiCall) => callApi(ctx, ...call);

const job = (over: object = {}) => ({
  kind: 'experience',
  title: 'Backend engineer',
  organization: 'FPT Software',
  place: 'Hà Nội',
  start_month: '2021-03',
  end_month: '2023-06',
  description: 'Payments APIs',
  visibility: 'public',
  ...over,
});
const add = async (who: Member, body: object) => {
  const answer = await api('POST', '/users/current/me/profile-items', who.headers, body);
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string; title: string }>();
};
const titles = async (userId: string, headers?: Record<string, string>) => {
  const answer = await api('GET', `/users/${userId}/profile-items`, headers);
  return answer.statusCode === 200
    ? answer.json<{ items: { title: string }[] }>().items.map((i) => i.title)
    : answer.statusCode;
};

describe('experience and education', () => {
  it('are shown newest first, each by its visibility to the visitor, a member and the owner; nothing across a block', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    await add(me, job({ title: 'Old public', start_month: '2015-01', end_month: '2016-01' }));
    await add(me, job({ title: 'Members', visibility: 'members', start_month: '2019-05', end_month: '2020-12' }));
    await add(me, job({ title: 'Private', visibility: 'private', start_month: '2020-01', end_month: '2021-01' }));
    await add(me, job({ title: 'Now', start_month: '2023-07', end_month: null }));
    await add(
      me,
      job({
        kind: 'education',
        title: 'BSc Computer Science',
        organization: 'HUST',
        place: null,
        description: '',
        start_month: '2011-09',
        end_month: '2015-06',
      }),
    );

    expect(await titles(me.user.id)).toEqual(['Now', 'Old public', 'BSc Computer Science']);
    expect(await titles(me.user.id, other.headers)).toEqual(['Now', 'Members', 'Old public', 'BSc Computer Science']);
    expect(await titles(me.user.id, me.headers)).toEqual([
      'Now',
      'Private',
      'Members',
      'Old public',
      'BSc Computer Science',
    ]);
    const [school] = (await api('GET', `/users/${me.user.id}/profile-items`, me.headers))
      .json<{ items: object[] }>()
      .items.slice(-1);
    expect(school).toMatchObject({ kind: 'education', place: null, description: null, end_month: '2015-06' });
    expectRows(profileItemRowSchema, await profileRepository.itemsOf(ctx.database.db, me.user.id, 'owner'), 5);

    // Either side's block: the other is not found, and so are the items.
    expect((await api('POST', `/users/${me.user.id}/block`, other.headers)).statusCode).toBeLessThan(300);
    expect(await titles(me.user.id, other.headers)).toBe(404);
    expect(await titles(other.user.id, me.headers)).toBe(404);
    expect(await titles('not-a-member')).toBe(404);
  });

  it('are changed and deleted by their owner only; anyone else’s item is not found', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const item = await add(me, job());
    const path = `/users/current/me/profile-items/${item.id}`;
    const edited = await api(
      'PUT',
      path,
      me.headers,
      job({ title: 'Lead engineer', end_month: null, visibility: 'members' }),
    );
    expect(edited.json()).toMatchObject({ title: 'Lead engineer', end_month: null, visibility: 'members' });

    for (const [method, body] of [
      ['PUT', job()],
      ['DELETE', undefined],
    ] as const) {
      const denied = await api(method, path, other.headers, body);
      expect(denied.statusCode).toBe(404);
      expect(denied.json()).toMatchObject({ code: 'PROFILE_ITEM_NOT_FOUND' });
    }
    expect((await api('DELETE', '/users/current/me/profile-items/nope', me.headers)).statusCode).toBe(404);
    expect((await api('DELETE', path, me.headers)).statusCode).toBe(204);
    expect(await titles(me.user.id, me.headers)).toEqual([]);
  });

  it('refuse a bad month, an end before the start and an unknown visibility, in the reader’s language', async () => {
    const me = await member(ctx);
    const bad = await api(
      'POST',
      '/users/current/me/profile-items',
      { ...me.headers, 'accept-language': 'vi' },
      job({ start_month: '2024-02', end_month: '2023-13', visibility: 'friends' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'end_month', message: 'Chọn một tháng.' },
        { field: 'visibility', message: 'Chọn ai có thể xem' },
      ]),
    );
    const before = await api(
      'POST',
      '/users/current/me/profile-items',
      me.headers,
      job({ start_month: '2024-02', end_month: '2024-01' }),
    );
    expect(before.json().errors).toEqual([
      { field: 'end_month', message: 'The end month can’t be before the start month.' },
    ]);
    expect((await api('POST', '/users/current/me/profile-items', undefined, job())).statusCode).toBe(401);
  });

  it('hold certificates with an https credential URL only, by issue date, and no URL on anything else', async () => {
    const me = await member(ctx);
    const cert = (over: object) =>
      job({ kind: 'certificate', organization: 'Amazon Web Services', place: null, end_month: null, ...over });
    await add(
      me,
      cert({
        title: 'AWS Solutions Architect',
        start_month: '2022-05',
        end_month: '2025-05',
        credential_url: 'https://aws.amazon.com/verify/ABC',
      }),
    );
    await add(me, cert({ title: 'Scrum Master', start_month: '2024-01' }));
    const items = (await api('GET', `/users/${me.user.id}/profile-items`)).json<{ items: object[] }>().items;
    expect(items).toMatchObject([
      { kind: 'certificate', title: 'Scrum Master', end_month: null, credential_url: null },
      { title: 'AWS Solutions Architect', end_month: '2025-05', credential_url: 'https://aws.amazon.com/verify/ABC' },
    ]);
    for (const credential_url of ['http://aws.amazon.com/verify', 'javascript:alert(1)', 'https://nodot']) {
      const refused = await api('POST', '/users/current/me/profile-items', me.headers, cert({ credential_url }));
      expect(refused.json().errors).toEqual([
        { field: 'credential_url', message: 'Enter an https address, like https://example.com/credential.' },
      ]);
    }
    const onJob = await api(
      'POST',
      '/users/current/me/profile-items',
      me.headers,
      job({ credential_url: 'https://example.com/x' }),
    );
    expect(onJob.json().errors).toEqual([
      { field: 'credential_url', message: 'Only a certificate has a credential URL.' },
    ]);
  });

  it('are in the data download and erased with the account', async () => {
    const me = await member(ctx);
    await add(me, job({ title: 'Exported needle', visibility: 'private' }));
    expect(await dataExportRepository.part(ctx.database.db, 'my_experience_and_education', me.user.id)).toMatchObject([
      { kind: 'experience', title: 'Exported needle', visibility: 'private', organization: 'FPT Software' },
    ]);
    const gone = await api('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(gone.statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from profile_items where user_id = ${me.user.id}::uuid`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe("a track's author line", () => {
  it("carries the author's current role that members may see, and no ended or private one", async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const { id } = await newTrack(ctx, author.headers);
    const roleOnTrack = async () =>
      (await api('GET', `/career-tracks/?career_track_id=${id}`, reader.headers)).json<{
        author_role: { title: string; organization: string } | null;
      }>().author_role;

    await add(author, job());
    expect(await roleOnTrack()).toBeNull();
    const secret = await add(
      author,
      job({ title: 'Stealth founder', end_month: null, start_month: '2024-09', visibility: 'private' }),
    );
    expect(await roleOnTrack()).toBeNull();
    await add(author, job({ title: 'Staff engineer', end_month: null, start_month: '2024-01', visibility: 'members' }));
    expect(await roleOnTrack()).toEqual({
      title: 'Staff engineer',
      organization: 'FPT Software',
      verified_domain: null,
    });
    await api('PUT', `/users/current/me/profile-items/${secret.id}`, author.headers, {
      ...job({ title: 'Stealth founder', end_month: null, start_month: '2024-09' }),
    });
    expect(await roleOnTrack()).toEqual({
      title: 'Stealth founder',
      organization: 'FPT Software',
      verified_domain: null,
    });
  });
});
