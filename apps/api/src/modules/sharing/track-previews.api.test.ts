import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { member, newIndustry, trackBody } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';
import type { ProfilePreview } from '@ladder/shared/schemas/sharing';
import { profileTags } from './link-tags';

/** The public preview of a shared track and of a member (docs/decisions/0047-shared-links.md). */

const { ctx, pick, create } = useTrackApp();
const preview = (id: string, language = 'en') =>
  ctx.app.inject({ url: `/api/v1/career-tracks/${id}/preview`, headers: { 'accept-language': language } });
const setPreview = (headers: Record<string, string>, id: string, isAllowed: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/career-tracks/${id}/preview`,
    headers,
    payload: { previews_allowed: isAllowed },
  });

describe('a track’s public preview', () => {
  it('shows a visitor its title, industry, author, rungs and skills, without the member-only parts', async () => {
    const author = await member(ctx, { name: 'Lan Nguyễn' });
    const industry = await newIndustry(ctx);
    const junior = (await create(author.headers, trackBody(industry.id, pick, { title: 'Junior Backend' }))).json();
    const senior = (await create(author.headers, trackBody(industry.id, pick, { title: 'Senior Backend' }))).json();
    const middle = (
      await create(
        author.headers,
        trackBody(industry.id, pick, {
          title: 'Kỹ sư Backend',
          derived_career_track_id: junior.id,
          next_career_tracks: [senior.id],
        }),
      )
    ).json();
    // The plan allows three tracks: the rung whose preview is off is another member's.
    const other = await member(ctx);
    const hidden = (
      await create(
        other.headers,
        trackBody(industry.id, pick, { title: 'Hidden Lead', derived_career_track_id: middle.id }),
      )
    ).json();
    expect((await setPreview(other.headers, hidden.id, false)).json()).toEqual({ previews_allowed: false });

    const response = await preview(middle.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: middle.id,
      title: 'Kỹ sư Backend',
      industry_name_en: industry.name_en,
      industry_name_vn: industry.name_vn,
      user_name: 'Lan Nguyễn',
      below: [{ id: junior.id, title: 'Junior Backend' }],
      above: [{ id: senior.id, title: 'Senior Backend' }],
      total_built_on: 0,
      total_next: 1,
    });
    expect(body.skills).toHaveLength(middle.skills.length);
    expect(Object.keys(body.skills[0]).sort()).toEqual(['desired_level', 'skill_category_id', 'skill_name']);
    for (const part of ['Know it well enough', 'Every senior engineer', 'example.com/learn', 'Lead a design review'])
      expect(response.body).not.toContain(part);
    expect(response.body).not.toContain('Hidden Lead');
  });

  it('answers 404 for a draft, a completed track, previews turned off, and an author deactivated or leaving', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const draft = (await create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    const completed = (await create(author.headers, trackBody(industry.id, pick, { status: 'completed' }))).json();
    const shared = (await create(author.headers, trackBody(industry.id, pick))).json();
    for (const id of [draft.id, completed.id, 'not-a-uuid', '01a20e6e-f3a5-7000-8000-000000000000']) {
      const response = await preview(id, 'vi');
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CAREER_TRACK_NOT_FOUND');
      expect(response.body).not.toContain('Backend Engineer');
    }
    expect((await preview(shared.id)).statusCode).toBe(200);

    await setPreview(author.headers, shared.id, false);
    expect((await preview(shared.id)).statusCode).toBe(404);
    await setPreview(author.headers, shared.id, true);
    expect((await preview(shared.id)).statusCode).toBe(200);

    await ctx.database.db
      .update(users)
      .set({ deletion_due_at: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, author.user.id));
    expect((await preview(shared.id)).statusCode).toBe(404);
    await ctx.database.db
      .update(users)
      .set({ deletion_due_at: null, is_active: false })
      .where(eq(users.id, author.user.id));
    expect((await preview(shared.id)).statusCode).toBe(404);
  });

  it('lets only the author turn the preview off, and tells the author the switch in the track', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const industry = await newIndustry(ctx);
    const shared = (await create(author.headers, trackBody(industry.id, pick))).json();
    expect(shared.previews_allowed).toBe(true);
    const refused = await setPreview(other.headers, shared.id, false);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('CAREER_TRACK_NOT_FOUND');
    expect((await setPreview({}, shared.id, false)).statusCode).toBe(401);
    expect((await setPreview(author.headers, 'x', false)).statusCode).toBe(404);
    expect((await preview(shared.id)).statusCode).toBe(200);
    await setPreview(author.headers, shared.id, false);
    const track = await ctx.app.inject({
      url: `/api/v1/career-tracks?career_track_id=${shared.id}`,
      headers: author.headers,
    });
    expect(track.json().previews_allowed).toBe(false);
  });
});

describe('a member’s public page', () => {
  it('shows name, headline and the tracks shared with previews on; 404 once deactivated', async () => {
    const author = await member(ctx, { headline: 'Backend engineer in Đà Nẵng' });
    const industry = await newIndustry(ctx);
    const shared = (await create(author.headers, trackBody(industry.id, pick, { title: 'Shown Track' }))).json();
    await create(author.headers, trackBody(industry.id, pick, { title: 'Draft Track', status: 'new' }));
    const off = (await create(author.headers, trackBody(industry.id, pick, { title: 'Quiet Track' }))).json();
    await setPreview(author.headers, off.id, false);

    const username = author.user.username;
    for (const asked of [username, username.replace(/^@/, '')]) {
      const response = await ctx.app.inject({ url: `/api/v1/users/preview/${encodeURIComponent(asked)}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: author.user.id,
        headline: 'Backend engineer in Đà Nẵng',
        tracks: [{ id: shared.id, title: 'Shown Track', industry_name_en: industry.name_en }],
      });
      expect(response.body).not.toContain(author.user.email);
    }
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, author.user.id));
    const gone = await ctx.app.inject({ url: `/api/v1/users/preview/${encodeURIComponent(username)}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('USER_NOT_FOUND');
  });

  it('says where the member works now when that job is public, for visitors and link previews alike', async () => {
    const author = await member(ctx);
    const job = (visibility: string) => ({
      kind: 'experience',
      title: 'Data engineer',
      organization: 'Tiki',
      start_month: '2022-05',
      visibility,
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/current/me/profile-items',
      headers: author.headers,
      payload: job('members'),
    });
    expect(added.statusCode).toBe(201);
    const page = () => ctx.app.inject({ url: `/api/v1/users/preview/${encodeURIComponent(author.user.username)}` });
    // Members-only: a visitor's page says nothing of it.
    expect((await page()).json().current_role).toBeNull();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/current/me/profile-items/${added.json().id}`,
      headers: author.headers,
      payload: job('public'),
    });
    const shown = (await page()).json<ProfilePreview>();
    expect(shown.current_role).toEqual({ title: 'Data engineer', organization: 'Tiki', verified_domain: null });
    // The page's JSON-LD names the employer for link previews and search engines.
    expect(profileTags(shown).jsonLd).toMatchObject({ worksFor: { '@type': 'Organization', name: 'Tiki' } });
  });
});
