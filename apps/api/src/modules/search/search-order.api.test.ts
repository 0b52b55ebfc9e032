import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type ApiCall, callApi, useTestApp, type Headers } from '../../../test/helper';
import { createUser, member } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const names = async (headers: Headers, keywords: string, path = '') => {
  const response = await api(
    'GET',
    `/users/current/me/search${path}?keywords=${encodeURIComponent(keywords)}&limit=10`,
    headers,
  );
  expect(response.statusCode).toBe(200);
  const body = response.json<{ people?: { name: string }[]; items?: { name: string }[] }>();
  return (body.people ?? body.items ?? []).map((p) => p.name);
};

/** A member with many followers: the old order put them first among equal scores. */
async function popular(name: string, username: string, followers: number) {
  const user = await createUser(ctx, { name, username });
  await queryRows(
    ctx.database.db,
    sql`update users set total_followers = ${followers} where id = ${user.id}::uuid returning 1 as ok`,
  );
}

// docs/api/people-and-career-tracks.md "Search and suggestions": among equal scores, the words in the typed
// order first, then fewer extra words, then the shorter completion of a typed prefix.
describe('search ranks a full name in the typed order first', () => {
  let viewer: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    viewer = await member(ctx);
    await popular('Khoa Nguyễn Văn Long', '@long.knv', 900);
    await popular('Nguyễn Văn Khoái', '@khoai.nv', 800);
    await popular('Nguyễn Văn Khoa Minh', '@minh.nvk', 700);
    await createUser(ctx, { name: 'Nguyễn Văn Khoa', username: '@khoa.nv' });
  });

  it.each(['Nguyễn Văn Khoa', 'nguyen van khoa', 'NGUYEN VAN KHOA', 'nguyn vn khoa'])(
    '"%s" lists Nguyễn Văn Khoa first, then the longer name in order, then the other order',
    async (typed) => {
      const found = await names(viewer.headers, typed);
      expect(found.slice(0, 3)).toEqual(['Nguyễn Văn Khoa', 'Nguyễn Văn Khoa Minh', 'Khoa Nguyễn Văn Long']);
    },
  );

  it('"nguyen van kho" completes to the shorter word first: Khoa before Khoái, then the longer name', async () => {
    const found = await names(viewer.headers, 'nguyen van kho');
    expect(found.slice(0, 3)).toEqual(['Nguyễn Văn Khoa', 'Nguyễn Văn Khoái', 'Nguyễn Văn Khoa Minh']);
  });

  it('the full results page keeps the same order and pages through it', async () => {
    expect((await names(viewer.headers, 'nguyen van khoa', '/people')).slice(0, 3)).toEqual([
      'Nguyễn Văn Khoa',
      'Nguyễn Văn Khoa Minh',
      'Khoa Nguyễn Văn Long',
    ]);
  });
});
