import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, multipart, uploadFiles, useTestApp } from '../../../test/helper';
import { member, newTrack, skillsOf, type Member, type SkillPick } from '../../../test/factories';
import { fetchMedia, pdf, png, storedFiles, textAsPdf } from '../../../test/documents';
import { expectRows } from '../../../test/row-shapes';
import { growthRepository, userSkillRowSchema } from '../growth/growth.repository';
import { dataExportRepository } from '../users/data-export.repository';
import { evidenceRowSchema, skillEvidenceRepository } from './skill-evidence.repository';

// Evidence on a skill (docs/api/profile.md "Evidence on a skill"), on both databases (TEST_DB):
// links and files on one's own skills, read by whoever may see the skills, beside the skill in
// the skills list and in "Compare with my skills", gone with the skill and with the account.
const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
const api = (...call: ApiCall) => callApi(ctx, ...call);
let pick: SkillPick;
beforeAll(async () => {
  pick = await skillsOf(ctx);
});

interface Evidence {
  id: string;
  kind: string;
  title: string;
  url: string;
  content_type: string | null;
}
const link = (title = 'Payments API', url = 'https://github.com/me/payments') => ({ title, url });
const claim = async (who: Member, skillId: string) =>
  expect(
    (await api('POST', '/users/current/me/skills', who.headers, { skill_id: skillId, level: 'Expert' })).statusCode,
  ).toBe(200);
const addLink = (who: Member, skillId: string, body: object = link()) =>
  api('POST', `/users/current/me/skills/${skillId}/evidence`, who.headers, body);
/** A file as evidence, its title in the query when given (else the file's name is its title). */
const uploadTo = (who: Member, skillId: string, file: { name: string; type: string; body: Buffer }, title?: string) => {
  const body = multipart([file]);
  const query = new URLSearchParams({
    path: `users/${who.user.id}/skills/${skillId}/evidence`,
    ...(title && { title }),
  });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/utils/upload-files?${query.toString()}`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};
const listed = async (owner: Member, skillId: string, headers?: Record<string, string>) => {
  const answer = await api('GET', `/users/${owner.user.id}/skills/${skillId}/evidence`, headers);
  return answer.statusCode === 200
    ? answer.json<{ items: Evidence[] }>().items.map((e) => e.title)
    : answer.json<{ code: string }>().code;
};
const skillsList = async (owner: Member, reader: Member) =>
  (await api('GET', `/users/skills?user_id=${owner.user.id}`, reader.headers)).json<{
    items: { skill_id: string; evidence: Evidence[] }[];
  }>().items;

describe('evidence on a skill', () => {
  it('takes links and files on one’s own skills, shown in the skills list and in the comparison with a track', async () => {
    const me = await member(ctx);
    const reader = await member(ctx);
    const { body } = await newTrack(ctx, me.headers);
    const skillId = (body as { skills: { skill_id: string }[] }).skills[0]?.skill_id ?? '';
    await claim(me, skillId);

    const added = await addLink(me, skillId);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'link', ...link(), content_type: null, skill_id: skillId });
    const file = await uploadTo(me, skillId, { name: 'report.pdf', type: 'application/pdf', body: pdf() }, 'Audit');
    expect(file.statusCode).toBe(200);
    const stored = file.json<Evidence>();
    expect(stored).toMatchObject({ kind: 'file', title: 'Audit', content_type: 'application/pdf' });
    expect(await fetchMedia(ctx, stored.url)).toEqual(pdf());
    // No title: the file's name is its title.
    const named = await uploadTo(me, skillId, { name: 'dashboard.png', type: 'image/png', body: await png() });
    expect(named.json()).toMatchObject({ title: 'dashboard.png', content_type: 'image/png' });

    expect(await listed(me, skillId)).toEqual(['Payments API', 'Audit', 'dashboard.png']);
    const [mine] = (await skillsList(me, reader)).filter((s) => s.skill_id === skillId);
    expect(mine?.evidence.map((e) => [e.kind, e.title])).toEqual([
      ['link', 'Payments API'],
      ['file', 'Audit'],
      ['file', 'dashboard.png'],
    ]);
    const track = (await newTrack(ctx, reader.headers)).id;
    const gap = (await api('GET', `/career-tracks/gap?career_track_id=${track}`, me.headers)).json<{
      items: { skill_id: string; evidence: Evidence[] }[];
    }>();
    expect(gap.items.find((row) => row.skill_id === skillId)?.evidence.map((e) => e.title)).toEqual([
      'Payments API',
      'Audit',
      'dashboard.png',
    ]);
    expect(gap.items.filter((row) => row.skill_id !== skillId).every((row) => row.evidence.length === 0)).toBe(true);

    expectRows(evidenceRowSchema, await skillEvidenceRepository.list(ctx.database.db, me.user.id, skillId), 3);
    expectRows(userSkillRowSchema, await growthRepository.skillsOf(ctx.database.db, me.user.id, 'en', skillId));
  });

  it('refuses what is not a link or a PDF/PNG/JPEG, a skill one does not have, and more than five', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const [skillId = '', missing = ''] = pick.tool_and_tech;
    await claim(me, skillId);

    for (const url of ['javascript:alert(1)', 'https://nodot', 'ftp://example.com/x']) {
      const refused = await addLink(me, skillId, link('Bad', url));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([{ field: 'url', message: 'Enter a valid web address.' }]);
    }
    const text = await uploadTo(me, skillId, textAsPdf, 'Fake');
    expect([text.statusCode, text.json().code]).toEqual([415, 'UNSUPPORTED_FILE_TYPE']);
    for (const [status, code] of [
      [(await addLink(me, missing)).statusCode, (await addLink(me, missing)).json().code],
      [(await addLink(other, skillId)).statusCode, (await addLink(other, skillId)).json().code],
      [(await addLink(me, 'not-a-skill')).statusCode, (await addLink(me, 'not-a-skill')).json().code],
    ])
      expect([status, code]).toEqual([404, 'SKILL_NOT_FOUND']);
    // Another member's skill as an upload target: not found, before a byte is stored.
    const theirs = await uploadFiles(ctx, other.headers, `users/${me.user.id}/skills/${skillId}/evidence`, [
      { name: 'a.pdf', type: 'application/pdf', body: pdf() },
    ]);
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'SKILL_NOT_FOUND']);

    for (let n = 0; n < 4; n += 1) expect((await addLink(me, skillId, link(`Link ${n}`))).statusCode).toBe(201);
    expect((await uploadTo(me, skillId, { name: 'a.pdf', type: 'application/pdf', body: pdf() })).statusCode).toBe(200);
    const sixth = await addLink(me, skillId);
    expect([sixth.statusCode, sixth.json().code]).toEqual([400, 'EVIDENCE_LIMIT']);
    expect(sixth.json().detail).toBe('You can add up to 5 pieces of evidence to a skill.');
    // A sixth file is refused after it was stored: it is removed again, nothing is orphaned.
    const sixthFile = await uploadTo(me, skillId, { name: 'b.pdf', type: 'application/pdf', body: pdf() });
    expect(sixthFile.json().code).toBe('EVIDENCE_LIMIT');
    expect(storedFiles(ctx, me.user.id, 'evidence')).toHaveLength(1);
  });

  it('is read by whoever may see the member’s skills, and by no one across a block', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const skillId = pick.tool_and_tech[2] ?? '';
    await claim(me, skillId);
    await addLink(me, skillId);
    expect(await listed(me, skillId, other.headers)).toEqual(['Payments API']);
    expect(await listed(me, skillId)).toEqual(['Payments API']);

    await api('PUT', '/users/current/me/privacy', me.headers, { skills: 'members' });
    expect(await listed(me, skillId)).toBe('SKILL_NOT_FOUND');
    expect(await listed(me, skillId, other.headers)).toEqual(['Payments API']);
    await api('PUT', '/users/current/me/privacy', me.headers, { skills: 'only_me' });
    expect(await listed(me, skillId, other.headers)).toBe('SKILL_NOT_FOUND');
    expect(await skillsList(me, other)).toEqual([]);
    expect(await listed(me, skillId, me.headers)).toEqual(['Payments API']);

    await api('PUT', '/users/current/me/privacy', me.headers, { skills: 'everyone' });
    expect((await api('POST', `/users/${me.user.id}/block`, other.headers)).statusCode).toBe(200);
    expect(await listed(me, skillId, other.headers)).toBe('USER_NOT_FOUND');
  });

  it('is removed by its member alone, and goes with the skill, files included', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const skillId = pick.tool_and_tech[3] ?? '';
    await claim(me, skillId);
    const linkId = (await addLink(me, skillId)).json<Evidence>().id;
    const fileId = (
      await uploadTo(me, skillId, { name: 'a.pdf', type: 'application/pdf', body: pdf() })
    ).json<Evidence>().id;
    await uploadTo(me, skillId, { name: 'b.png', type: 'image/png', body: await png() });
    expect(storedFiles(ctx, me.user.id, 'evidence')).toHaveLength(2);

    const denied = await api('DELETE', `/users/current/me/skill-evidence/${fileId}`, other.headers);
    expect([denied.statusCode, denied.json().code]).toEqual([404, 'EVIDENCE_NOT_FOUND']);
    expect((await api('DELETE', `/users/current/me/skill-evidence/${fileId}`, me.headers)).statusCode).toBe(204);
    expect((await api('DELETE', `/users/current/me/skill-evidence/${linkId}`, me.headers)).statusCode).toBe(204);
    expect(storedFiles(ctx, me.user.id, 'evidence')).toHaveLength(1);

    expect((await api('DELETE', `/users/current/me/skills/${skillId}`, me.headers)).statusCode).toBe(204);
    expect(storedFiles(ctx, me.user.id, 'evidence')).toEqual([]);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from skill_evidence where user_id = ${me.user.id}::uuid`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });

  it('moves to the kept skill when a duplicate is merged', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const [one, both] = [await member(ctx), await member(ctx)];
    const newSkill = async (name: string) =>
      (await api('POST', '/skills', mod.headers, { name })).json<{ id: string }>().id;
    const tag = Date.now().toString(36);
    const kept = await newSkill(`Evidence kept ${tag}`);
    const dup = await newSkill(`Evidence kept ${tag} (duplicate)`);
    await claim(one, dup);
    await addLink(one, dup, link('On the duplicate'));
    await claim(both, kept);
    await claim(both, dup);
    await addLink(both, kept, link('On the kept'));
    await addLink(both, dup, link('On the duplicate too'));

    const merged = await api('POST', `/moderation/skills/${dup}/merge`, mod.headers, { into_skill_id: kept });
    expect(merged.statusCode).toBe(200);
    expect(await listed(one, kept, one.headers)).toEqual(['On the duplicate']);
    expect(await listed(both, kept, both.headers)).toEqual(['On the kept', 'On the duplicate too']);
  });

  it('is in the data download and erased with the account', async () => {
    const me = await member(ctx);
    const skillId = pick.tool_and_tech[4] ?? '';
    await claim(me, skillId);
    await addLink(me, skillId);
    await uploadTo(me, skillId, { name: 'a.pdf', type: 'application/pdf', body: pdf() }, 'Report');
    const [key] = storedFiles(ctx, me.user.id, 'evidence');
    const part = await dataExportRepository.part(ctx.database.db, 'my_skills_and_goals', me.user.id);
    expect((part as { evidence: object[] }).evidence).toMatchObject([
      { kind: 'link', title: 'Payments API', url: 'https://github.com/me/payments', file: null },
      { kind: 'file', title: 'Report', url: null, file: `media/${key}`, content_type: 'application/pdf' },
    ]);
    expect(await dataExportRepository.mediaKeys(ctx.database.db, me.user.id)).toEqual([key]);

    const gone = await api('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(gone.statusCode).toBe(200);
    expect(storedFiles(ctx, me.user.id, 'evidence')).toEqual([]);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from skill_evidence where user_id = ${me.user.id}::uuid`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
