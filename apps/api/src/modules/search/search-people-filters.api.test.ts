import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, pickSkills, SEASONED, type Member, type SkillPick } from '../../../test/factories';
import { expectRows } from '../../../test/row-shapes';
import { filteredPersonRowSchema, peopleFiltersRepository } from './search.people-filters';

// People search by organization and by a skill others vouched for (docs/api/people-and-career-tracks.md
// "Search and suggestions"), on both databases (TEST_DB): what counts (visible experience or
// education, accepted endorsements of a member whose skills members may see), with keywords or
// alone, and blocks.
const ctx = useTestApp();
let pick: SkillPick;
beforeAll(async () => {
  pick = await pickSkills(ctx);
});
const api = (...call: ApiCall) => callApi(ctx, ...call);
const skill = () => pick.tool_and_tech[1] ?? '';
// Each test's organization is its own, so members other tests made do not match it.
const org = (name: string) => `${name} ${crypto.randomUUID().slice(0, 8)}`;

const job = (who: Member, organization: string, visibility = 'public', kind = 'experience') =>
  api('POST', '/users/current/me/profile-items', who.headers, {
    kind,
    title: kind === 'certificate' ? 'AWS Solutions Architect' : 'Backend engineer',
    organization,
    start_month: '2022-01',
    visibility,
  }).then((answer) => expect(answer.statusCode).toBe(201));

/** `times` seasoned members endorse `of`'s skill, and `of` accepts them (or leaves them new). */
async function endorsed(of: Member, times: number, accept = true) {
  const claimed = await api('POST', '/users/current/me/skills', of.headers, { skill_id: skill(), level: 'Expert' });
  expect(claimed.statusCode).toBe(200);
  for (let i = 0; i < times; i += 1) {
    const by = await member(ctx, SEASONED);
    const made = await api('POST', `/users/${of.user.id}/skills/${skill()}/endorsements`, by.headers, {
      relation: 'colleague',
      level: 'Expert',
    });
    expect(made.statusCode).toBe(201);
    if (accept)
      expect(
        (await api('PUT', `/endorsements/${made.json<{ id: string }>().id}`, of.headers, { status: 'accepted' }))
          .statusCode,
      ).toBe(200);
  }
}

const found = async (reader: Member, query: Record<string, string>) => {
  const answer = await api(
    'GET',
    `/users/current/me/search/people?${new URLSearchParams(query).toString()}`,
    reader.headers,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json<{ items: { id: string; is_followed: boolean }[] }>().items.map((p) => p.id);
};

describe('people search filters', () => {
  it('finds people by part of a workplace or school name, accents and case aside, never from a private item', async () => {
    const fpt = org('FPT Software Đà Nẵng');
    const worker = await member(ctx);
    const student = await member(ctx);
    const secret = await member(ctx);
    const certified = await member(ctx);
    const reader = await member(ctx);
    await job(worker, fpt);
    await job(student, fpt, 'members', 'education');
    await job(secret, fpt, 'private');
    await job(certified, fpt, 'public', 'certificate');
    const typed = fpt.replace('FPT Software Đà Nẵng', 'fpt software da nang');
    expect(new Set(await found(reader, { organization: typed }))).toEqual(new Set([worker.user.id, student.user.id]));
    expectRows(
      filteredPersonRowSchema,
      await peopleFiltersRepository.filtered(ctx.database.db, reader.user.id, { organization: fpt, skillId: null }),
      2,
    );
  });

  it('finds people by a skill others vouched for, most endorsements first, and narrows a keyword search', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const one = await member(ctx, { name: `Lan ${tag}` });
    const two = await member(ctx, { name: `Lan ${tag} Anh` });
    const unanswered = await member(ctx, { name: `Lan ${tag} Chi` });
    const hidden = await member(ctx, { name: `Lan ${tag} Dung` });
    const reader = await member(ctx);
    await endorsed(one, 1);
    await endorsed(two, 2);
    await endorsed(unanswered, 1, false);
    await endorsed(hidden, 1);
    // Endorsed while their skills showed; now only they see their skills.
    const privacy = await api('PUT', '/users/current/me/privacy', hidden.headers, { skills: 'only_me' });
    expect(privacy.statusCode).toBe(200);
    const alone = await found(reader, { endorsed_skill_id: skill(), limit: '20' });
    expect(alone.indexOf(two.user.id)).toBeLessThan(alone.indexOf(one.user.id));
    expect(alone).not.toContain(unanswered.user.id);
    expect(alone).not.toContain(hidden.user.id);
    // With keywords: those the words find, kept by the filter; without the filter, all four.
    expect(await found(reader, { keywords: `lan ${tag}` })).toHaveLength(4);
    expect(new Set(await found(reader, { keywords: `lan ${tag}`, endorsed_skill_id: skill() }))).toEqual(
      new Set([one.user.id, two.user.id]),
    );
  });

  it('pages by keyset within the best 60, and leaves out members either side blocked', async () => {
    const acme = org('Acme');
    const workers = await Promise.all([1, 2, 3].map(() => member(ctx)));
    for (const worker of workers) await job(worker, acme);
    const reader = await member(ctx);
    const [blocker] = workers;
    expect((await api('POST', `/users/${reader.user.id}/block`, blocker?.headers)).statusCode).toBe(200);
    const first = await api('GET', `/users/current/me/search/people?organization=${acme}&limit=1`, reader.headers);
    const page = first.json<{ items: { id: string }[]; last_evaluated_key: string }>();
    expect(page.items).toHaveLength(1);
    const next = await api(
      'GET',
      `/users/current/me/search/people?organization=${acme}&limit=5&last_evaluated_key=${page.last_evaluated_key}`,
      reader.headers,
    );
    const all = [...page.items, ...next.json<{ items: { id: string }[] }>().items].map((p) => p.id);
    expect(new Set(all)).toEqual(new Set(workers.slice(1).map((w) => w.user.id)));
  });

  it('refuses a skill that is not an id with a 422 in the reader’s language; blank filters filter nothing', async () => {
    const reader = await member(ctx);
    const refused = await api('GET', '/users/current/me/search/people?endorsed_skill_id=abc', {
      ...reader.headers,
      'accept-language': 'vi',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'endorsed_skill_id', message: 'Giá trị không hợp lệ' }] });
    expect(await found(reader, { organization: '  ', endorsed_skill_id: '' })).toEqual([]);
  });
});
