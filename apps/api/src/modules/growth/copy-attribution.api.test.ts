import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall } from '../../../test/helper';
import { member, newIndustry, trackBody, newTrack } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';

const { ctx, pick } = useTrackApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);

// docs/product.md "Career tracks": a copy made by "Use as a starting point" keeps its
// "Derived from" link, so that "Based on … by …" always names whose work it started from.
describe('the attribution of a copy', () => {
  async function copied() {
    const author = await member(ctx);
    const builder = await member(ctx);
    const industry = await newIndustry(ctx);
    const original = await newTrack(ctx, author.headers, {}, { industryId: industry.id });
    const copy = (await api('POST', `/career-tracks/${original.id}/copy`, builder.headers)).json<{
      id: string;
      is_copy: boolean;
    }>();
    return { author, builder, industry, original, copy };
  }

  it('cannot be cleared or changed by whoever copied the track, in their language', async () => {
    const { builder, industry, original, copy } = await copied();
    expect(copy.is_copy).toBe(true);
    const other = await newTrack(ctx, builder.headers, {}, { industryId: industry.id });
    for (const derived of [null, other.id]) {
      const cleared = await api('PUT', `/career-tracks/${copy.id}`, builder.headers, {
        ...trackBody(industry.id, pick),
        derived_career_track_id: derived,
      });
      expect(cleared.statusCode).toBe(422);
      expect(cleared.json().errors).toEqual([
        {
          field: 'derived_career_track_id',
          message: 'A copy keeps the career track it was made from, so its author is always credited.',
        },
      ]);
    }
    const withoutField = await api('PUT', `/career-tracks/${copy.id}`, builder.headers, {
      ...trackBody(industry.id, pick),
      derived_career_track_id: undefined,
      status: 'new',
    });
    expect(withoutField.statusCode).toBe(422);
    const vietnamese = await api(
      'PUT',
      `/career-tracks/${copy.id}`,
      { ...builder.headers, 'accept-language': 'vi' },
      { ...trackBody(industry.id, pick), derived_career_track_id: null },
    );
    expect(vietnamese.json().errors[0].message).toBe(
      'Bản sao luôn giữ lộ trình gốc để ghi nhận tác giả của lộ trình đó.',
    );
    const shared = await api('PUT', `/career-tracks/${copy.id}`, builder.headers, {
      ...trackBody(industry.id, pick),
      title: 'My data path',
      derived_career_track_id: original.id,
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ is_copy: true, ladder: { derived_from: { id: original.id } } });
  });

  it('leaves a track one made oneself free to drop its "Derived from"', async () => {
    const { author, industry, original } = await copied();
    const mine = (
      await api('POST', '/career-tracks', author.headers, {
        ...trackBody(industry.id, pick),
        derived_career_track_id: original.id,
      })
    ).json<{ id: string; is_copy: boolean }>();
    expect(mine.is_copy).toBe(false);
    const cleared = await api('PUT', `/career-tracks/${mine.id}`, author.headers, {
      ...trackBody(industry.id, pick),
      derived_career_track_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ derived_career_track_id: null, ladder: { derived_from: null } });
  });

  it('stays when the original’s author deactivates, and the copy can still be saved', async () => {
    const { author, builder, industry, original, copy } = await copied();
    await api('PUT', '/users/current/me', author.headers, { is_active: false });
    const saved = await api('PUT', `/career-tracks/${copy.id}`, builder.headers, {
      ...trackBody(industry.id, pick),
      derived_career_track_id: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ is_copy: true });
    const [stored] = await queryRows<{ derived: string | null }>(
      ctx.database.db,
      sql`select derived_career_track_id as derived from career_tracks where id = ${copy.id}::uuid`,
    );
    expect(stored?.derived).toBe(original.id);
  });
});
