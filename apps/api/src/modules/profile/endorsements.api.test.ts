import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, newTrack, pickSkills, SEASONED, type Member, type SkillPick } from '../../../test/factories';
import { expectRows } from '../../../test/row-shapes';
import { dataExportRepository } from '../users/data-export.repository';
import { endorsementRowSchema, endorsementsRepository } from './endorsements.repository';

// Endorsements with context (docs/api/profile.md "Endorsements"), on both databases (TEST_DB):
// who may endorse (not oneself, not a week-old account, once per skill, only a skill claimed and
// visible), what each reader sees, the member's answer, and that they leave with the account.
// Grace period 0: a deleted account is erased at once.
const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
let pick: SkillPick;
beforeAll(async () => {
  pick = await pickSkills(ctx);
});
const api = (...call: ApiCall) => callApi(ctx, ...call);

const seasoned = () => member(ctx, SEASONED);
const skill = () => pick.tool_and_tech[0] ?? '';
const claim = async (who: Member, skillId = skill()) =>
  expect(
    (await api('POST', '/users/current/me/skills', who.headers, { skill_id: skillId, level: 'Applied Experience' }))
      .statusCode,
  ).toBe(200);
const endorse = (by: Member, of: Member, body: object = {}, skillId = skill()) =>
  api('POST', `/users/${of.user.id}/skills/${skillId}/endorsements`, by.headers, {
    relation: 'colleague',
    level: 'Strong Experience',
    note: 'Built our payments API together',
    ...body,
  });
const listed = async (of: Member, headers?: Record<string, string>, skillId = skill()) => {
  const answer = await api('GET', `/users/${of.user.id}/skills/${skillId}/endorsements`, headers);
  return answer.statusCode === 200
    ? answer
        .json<{ items: { endorser: { name: string }; status: string }[] }>()
        .items.map((e) => [e.endorser.name, e.status])
    : answer.statusCode;
};

describe('endorsing a skill', () => {
  it('takes how the endorser knows the member and the level they saw; once per skill', async () => {
    const me = await member(ctx, { name: 'Phạm Thu Hà' });
    const colleague = await seasoned();
    await claim(me);
    const made = await endorse(colleague, me);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      user_id: me.user.id,
      skill_id: skill(),
      endorser: { id: colleague.user.id, name: colleague.user.name },
      relation: 'colleague',
      level: 'Strong Experience',
      note: 'Built our payments API together',
      status: 'new',
    });
    // The member is told once, the skill named in their language; the link leads to their answers.
    const told = (await api('POST', '/users/current/me/notifications', me.headers)).json<{
      items: { kind: string; detail: string; actor: { id: string } }[];
    }>().items;
    expect(told.filter((n) => n.kind === 'endorsement')).toEqual([
      expect.objectContaining({
        detail: made.json<{ skill_name: string }>().skill_name,
        actor: expect.objectContaining({ id: colleague.user.id }) as unknown,
      }),
    ]);
    const again = await endorse(colleague, me, { relation: 'manager' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_ENDORSED']);
    expectRows(
      endorsementRowSchema,
      await endorsementsRepository.page(
        ctx.database.db,
        { userId: me.user.id, skillId: skill(), shown: 'all', viewerId: null, language: 'vi' },
        null,
        10,
      ),
    );
  });

  it('refuses oneself, an account younger than a week, a skill not claimed, and bad fields, in the reader’s language', async () => {
    const me = await seasoned();
    const fresh = await member(ctx);
    await claim(me);
    const self = await endorse(me, me);
    expect([self.statusCode, self.json().code]).toEqual([409, 'ENDORSE_SELF']);
    const young = await endorse(fresh, me);
    expect([young.statusCode, young.json().code, young.json().detail]).toEqual([
      403,
      'ENDORSER_TOO_NEW',
      'Your account needs to be at least 7 days old to endorse someone.',
    ]);
    const unclaimed = await endorse(me, fresh);
    expect([unclaimed.statusCode, unclaimed.json().code]).toEqual([404, 'SKILL_NOT_FOUND']);
    const other = await seasoned();
    const bad = await api(
      'POST',
      `/users/${me.user.id}/skills/${skill()}/endorsements`,
      {
        ...other.headers,
        'accept-language': 'vi',
      },
      { relation: 'friend', level: 'Guru', note: 'x'.repeat(201) },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: 'relation', message: 'Hãy chọn bạn biết người này qua đâu.' },
      { field: 'level', message: 'Hãy chọn mức bạn thấy họ làm việc.' },
      { field: 'note', message: 'Tối đa 200 ký tự.' },
    ]);
  });

  it('shows others only what the member accepted; the member sees all with their status; hidden stays hidden', async () => {
    const me = await member(ctx);
    const [lan, minh, reader] = [await seasoned(), await seasoned(), await member(ctx)];
    await claim(me);
    const first = (await endorse(lan, me)).json<{ id: string }>();
    const second = (await endorse(minh, me, { relation: 'client', note: null })).json<{ id: string }>();
    expect(await listed(me, reader.headers)).toEqual([]);
    expect(await listed(me, me.headers)).toEqual([
      [minh.user.name, 'new'],
      [lan.user.name, 'new'],
    ]);

    // The member's skills count what waits for them; another reader sees no such count.
    const counts = async (headers: Record<string, string>) =>
      (await api('GET', `/users/skills?user_id=${me.user.id}`, headers))
        .json<{ items: { skill_id: string; endorsements: number; endorsements_new: number }[] }>()
        .items.find((i) => i.skill_id === skill());
    expect(await counts(me.headers)).toMatchObject({ endorsements: 0, endorsements_new: 2 });
    expect(await counts(reader.headers)).toMatchObject({ endorsements: 0, endorsements_new: 0 });

    // Only the endorsed member answers; to anyone else the endorsement is not there.
    const notMine = await api('PUT', `/endorsements/${first.id}`, lan.headers, { status: 'accepted' });
    expect([notMine.statusCode, notMine.json().code]).toEqual([404, 'ENDORSEMENT_NOT_FOUND']);
    expect((await api('PUT', `/endorsements/${first.id}`, me.headers, { status: 'accepted' })).json()).toMatchObject({
      status: 'accepted',
    });
    expect((await api('PUT', `/endorsements/${second.id}`, me.headers, { status: 'hidden' })).statusCode).toBe(200);
    expect(await listed(me, reader.headers)).toEqual([[lan.user.name, 'accepted']]);
    expect(await listed(me)).toEqual([[lan.user.name, 'accepted']]);
    expect(await listed(me, me.headers)).toEqual([
      [minh.user.name, 'hidden'],
      [lan.user.name, 'accepted'],
    ]);
    expect(await counts(reader.headers)).toMatchObject({ endorsements: 1, endorsements_new: 0 });
    const received = await api('GET', '/users/current/me/endorsements', { ...me.headers, 'accept-language': 'vi' });
    expect(
      received.json<{ items: { endorser: { id: string }; status: string; skill_name: string }[] }>().items,
    ).toMatchObject([
      { endorser: { id: minh.user.id }, status: 'hidden', skill_name: expect.any(String) as unknown },
      { endorser: { id: lan.user.id }, status: 'accepted' },
    ]);

    // The endorser takes theirs back; the member removes another's; a third party cannot.
    expect((await api('DELETE', `/endorsements/${first.id}`, reader.headers)).statusCode).toBe(404);
    expect((await api('DELETE', `/endorsements/${first.id}`, lan.headers)).statusCode).toBe(204);
    expect((await api('DELETE', `/endorsements/${second.id}`, me.headers)).statusCode).toBe(204);
    expect(await listed(me, me.headers)).toEqual([]);
  });

  it('follows the skills’ privacy and blocks: nothing to endorse or read where the skills are not shown', async () => {
    const me = await member(ctx);
    const endorser = await seasoned();
    const reader = await member(ctx);
    await claim(me);
    const made = (await endorse(endorser, me)).json<{ id: string }>();
    await api('PUT', `/endorsements/${made.id}`, me.headers, { status: 'accepted' });

    expect((await api('PUT', '/users/current/me/privacy', me.headers, { skills: 'members' })).statusCode).toBe(200);
    expect(await listed(me)).toBe(404);
    expect(await listed(me, reader.headers)).toEqual([[endorser.user.name, 'accepted']]);
    await api('PUT', '/users/current/me/privacy', me.headers, { skills: 'only_me' });
    expect(await listed(me, reader.headers)).toBe(404);
    const other = await seasoned();
    expect((await endorse(other, me)).statusCode).toBe(404);
    await api('PUT', '/users/current/me/privacy', me.headers, { skills: 'everyone' });

    // A block either way: the member is not found; an endorser the reader blocked is left out.
    expect((await api('POST', `/users/${me.user.id}/block`, other.headers)).statusCode).toBe(200);
    expect((await endorse(other, me)).statusCode).toBe(404);
    expect((await api('POST', `/users/${endorser.user.id}/block`, reader.headers)).statusCode).toBe(200);
    expect(await listed(me, reader.headers)).toEqual([]);
  });

  it('is in both members’ data downloads and leaves with either account', async () => {
    const me = await member(ctx);
    const endorser = await seasoned();
    await claim(me);
    await endorse(endorser, me, { relation: 'teacher', level: 'Expert' });
    expect(await dataExportRepository.part(ctx.database.db, 'endorsements', me.user.id)).toMatchObject({
      received: [{ from: endorser.user.username, relation: 'teacher', level: 'Expert', status: 'new' }],
      given: [],
    });
    expect(await dataExportRepository.part(ctx.database.db, 'endorsements', endorser.user.id)).toMatchObject({
      received: [],
      given: [{ to: me.user.username, relation: 'teacher' }],
    });
    expect(
      (await api('POST', '/users/current/me/delete', endorser.headers, { password: 'Ladder#Climb42' })).statusCode,
    ).toBe(200);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from skill_endorsements where user_id = ${me.user.id}::uuid`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('counts in "Compare with my skills": the reader’s accepted endorsements beside each skill they have', async () => {
    const me = await member(ctx);
    await claim(me);
    const accepted = await endorse(await seasoned(), me);
    expect(accepted.statusCode).toBe(201);
    expect((await endorse(await seasoned(), me)).statusCode).toBe(201); // left new: not counted
    const answer = await api('PUT', `/endorsements/${accepted.json<{ id: string }>().id}`, me.headers, {
      status: 'accepted',
    });
    expect(answer.statusCode).toBe(200);
    const track = await newTrack(ctx, (await member(ctx)).headers);
    const gap = await api('GET', `/career-tracks/gap?career_track_id=${track.id}`, me.headers);
    const counts = gap.json<{ items: { skill_id: string; endorsements: number }[] }>().items;
    expect(counts.find((row) => row.skill_id === skill())?.endorsements).toBe(1);
    expect(counts.filter((row) => row.skill_id !== skill()).map((row) => row.endorsements)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
