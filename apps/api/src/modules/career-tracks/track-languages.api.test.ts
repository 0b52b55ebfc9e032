import type { CareerTrack, CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import type { Notification } from '@ladder/shared/schemas/notifications';
import type { Post } from '@ladder/shared/schemas/posts';
import type { Translation, TranslationSuggestion } from '@ladder/shared/schemas/track-languages';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, type Headers } from '../../../test/helper';
import { member, newTrack } from '../../../test/factories';
import { expectRows } from '../../../test/row-shapes';
import { useTrackApp } from '../../../test/track-test-app';
import type { TrackPreview } from '@ladder/shared/schemas/sharing';
import { trackTags } from '../sharing/link-tags';
import { suggestionRowSchema, trackLanguagesRepository, translationRowSchema } from './track-languages.repository';

/** A track in both languages (docs/decisions/0063-a-track-in-both-languages.md). */
const { ctx } = useTrackApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);
const inLanguage = (headers: Headers, language: 'en' | 'vi') => ({ ...headers, 'accept-language': language });

const VI = {
  title: 'Kỹ sư phần mềm',
  desc: 'Từ lập trình viên mới vào nghề đến kỹ sư phần mềm trong ba năm.',
};
const EN = { title: 'Software Engineer', desc: 'From a new programmer to a software engineer in three years.' };

/** A shared track written in Vietnamese by a new author. */
async function vietnameseTrack() {
  const author = await member(ctx);
  const headers = inLanguage(author.headers, 'vi');
  const { id, body } = await newTrack(ctx, headers, VI);
  return { author: { ...author, headers }, id, body };
}
const read = async (headers: Headers, id: string, query = '') => {
  const res = await api('GET', `/career-tracks?career_track_id=${id}${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<CareerTrack>();
};
const translate = (headers: Headers, id: string, body: object) =>
  api('PUT', `/career-tracks/${id}/translation`, headers, body);
const suggest = (headers: Headers, id: string, body: object) =>
  api('POST', `/career-tracks/${id}/translation-suggestions`, headers, body);

describe('the original and its language', () => {
  it('a new track is in the language of its text unless the body says; the editor can change it', async () => {
    const { author, id, body } = await vietnameseTrack();
    const track = await read(author.headers, id);
    expect([track.language, track.text_language, track.translation, track.open_suggestions]).toEqual([
      'vi',
      'vi',
      null,
      0,
    ]);
    const english = await newTrack(ctx, author.headers, { ...EN, language: 'en' });
    expect((await read(author.headers, english.id)).language).toBe('en');
    // Vietnamese words from an English interface are still Vietnamese, and the reverse.
    const other = await member(ctx);
    const guessed = await newTrack(ctx, inLanguage(other.headers, 'en'), VI);
    expect((await read(other.headers, guessed.id)).language).toBe('vi');
    const plain = await newTrack(ctx, inLanguage(other.headers, 'vi'), EN);
    expect((await read(other.headers, plain.id)).language).toBe('en');
    const saved = await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, language: 'en' });
    expect(saved.json<CareerTrack>().language).toBe('en');
  });

  it('refuses a language it does not know', async () => {
    const { author, id, body } = await vietnameseTrack();
    const res = await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, language: 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'language' }] });
  });
});

describe('the author’s translation', () => {
  it('readers see their language when it exists, the original otherwise, and can ask for either', async () => {
    const { author, id, body } = await vietnameseTrack();
    const [first] = body.skills as { skill_id: string }[];
    const put = await translate(author.headers, id, {
      ...EN,
      skills: [{ skill_id: first!.skill_id, what: 'Design an API', why: 'Every service has one' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<Translation>()).toMatchObject({
      language: 'en',
      title: EN.title,
      translator_name: author.user.name,
    });

    const reader = await member(ctx);
    const english = await read(inLanguage(reader.headers, 'en'), id);
    expect([english.title, english.desc, english.language, english.text_language]).toEqual([
      EN.title,
      EN.desc,
      'vi',
      'en',
    ]);
    expect(english.translation).toMatchObject({ language: 'en', translator_username: author.user.username });
    const translated = english.skills.find((row) => row.skill_id === first!.skill_id);
    expect([translated?.what, translated?.why]).toEqual(['Design an API', 'Every service has one']);
    // A row the translation left out is read as written.
    const other = english.skills.find((row) => row.skill_id !== first!.skill_id);
    const written = (body.skills as { skill_id: string; what: string }[]).find((r) => r.skill_id === other?.skill_id);
    expect(other?.what).toBe(written?.what);

    const vietnamese = await read(inLanguage(reader.headers, 'vi'), id);
    expect([vietnamese.title, vietnamese.text_language]).toEqual([VI.title, 'vi']);
    expect((await read(inLanguage(reader.headers, 'en'), id, '&text_language=original')).title).toBe(VI.title);
    expect((await read(inLanguage(reader.headers, 'vi'), id, '&text_language=en')).title).toBe(EN.title);
    // The separate skill rows follow the same rule.
    const rows = await api(
      'GET',
      `/career-tracks/career-track-skills?career_track_id=${id}`,
      inLanguage(reader.headers, 'en'),
    );
    expect(rows.json<{ items: { skill_id: string; what: string }[] }>().items[0]?.what).toBe('Design an API');
    // The editor loads the original: a save's answer is the original too.
    const saved = await api('PUT', `/career-tracks/${id}`, inLanguage(author.headers, 'en'), body);
    expect(saved.json<CareerTrack>().title).toBe(VI.title);
  });

  it('lists, ladders, goals, the feed and search name the track in the reader’s language', async () => {
    const { author, id } = await vietnameseTrack();
    await translate(author.headers, id, EN);
    const reader = await member(ctx);
    const en = inLanguage(reader.headers, 'en');
    const list = await api('POST', `/career-tracks/get-by-user?user_id=${author.user.id}`, en);
    expect(list.json<{ items: CareerTrackSummary[] }>().items[0]).toMatchObject({
      title: EN.title,
      text_language: 'en',
    });
    const vi = await api(
      'POST',
      `/career-tracks/get-by-user?user_id=${author.user.id}`,
      inLanguage(reader.headers, 'vi'),
    );
    expect(vi.json<{ items: CareerTrackSummary[] }>().items[0]).toMatchObject({ title: VI.title, text_language: 'vi' });

    await api('POST', '/users/current/me/goals', en, { career_track_id: id });
    const goals = await api('GET', `/users/goals?user_id=${reader.user.id}`, en);
    expect(goals.json<{ items: { career_track: CareerTrackSummary }[] }>().items[0]?.career_track.title).toBe(EN.title);

    // Found by either title, with or without accents.
    for (const words of ['software engineer', 'ky su phan mem', 'Kỹ sư phần mềm']) {
      const found = await api('GET', `/users/current/me/search?keywords=${encodeURIComponent(words)}`, en);
      const hits = found.json<{ career_tracks: { id: string; title: string }[] }>().career_tracks;
      expect(hits.find((hit) => hit.id === id)?.title, words).toBe(EN.title);
    }
    const byTitle = await api('POST', `/career-tracks/get-linkable?title=software`, en);
    expect(byTitle.json<{ items: CareerTrackSummary[] }>().items.map((t) => t.id)).toContain(id);

    // The feed's post carries both; the reader's choice is textsFor's.
    const feed = await api('POST', `/posts/get-by-user?user_id=${author.user.id}`, en);
    const post = feed.json<{ items: Post[] }>().items.find((p) => p.career_track_id === id);
    expect(post?.career_track).toMatchObject({
      title: VI.title,
      language: 'vi',
      translation: { language: 'en', title: EN.title },
    });
  });

  it('only the author writes or deletes it; it names only the track’s skills; a new original language drops it', async () => {
    const { author, id, body } = await vietnameseTrack();
    const other = await member(ctx);
    expect((await translate(other.headers, id, EN)).json()).toMatchObject({ code: 'CAREER_TRACK_NOT_FOUND' });
    const stranger = '00000000-0000-7000-8000-000000000000';
    const wrong = await translate(author.headers, id, { ...EN, skills: [{ skill_id: stranger, what: 'x', why: 'y' }] });
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'skills.0.skill_id' }] });
    expect((await api('GET', `/career-tracks/${id}/translation`, other.headers)).statusCode).toBe(404);
    await translate(author.headers, id, EN);
    expect((await api('GET', `/career-tracks/${id}/translation`, other.headers)).json<Translation>().title).toBe(
      EN.title,
    );
    expect((await api('DELETE', `/career-tracks/${id}/translation`, other.headers)).statusCode).toBe(404);
    expect((await api('DELETE', `/career-tracks/${id}/translation`, author.headers)).statusCode).toBe(204);
    expect((await api('DELETE', `/career-tracks/${id}/translation`, author.headers)).json()).toMatchObject({
      code: 'TRANSLATION_NOT_FOUND',
    });
    await translate(author.headers, id, EN);
    await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, ...EN, language: 'en' });
    expect((await read(inLanguage(other.headers, 'vi'), id)).translation).toBeNull();
  });
});

describe('resource links', () => {
  it('carry a language; readers see theirs first, the editor the author’s order', async () => {
    const author = await member(ctx);
    const links = ['https://vi.example.com/a', 'https://example.com/any', 'https://en.example.com/b'];
    const { id, body } = await newTrack(ctx, author.headers);
    const [first, ...rest] = body.skills as object[];
    const withLinks = { ...first, external_desc_urls: links, external_desc_languages: ['vi', null, 'en'] };
    const saved = await api('PUT', `/career-tracks/${id}`, author.headers, { ...body, skills: [withLinks, ...rest] });
    expect(saved.statusCode).toBe(200);
    const rowOf = (track: CareerTrack) => track.skills.find((row) => row.external_desc_urls.length > 0);
    expect(rowOf(saved.json<CareerTrack>())?.external_desc_urls).toEqual(links);
    const english = rowOf(await read(inLanguage(author.headers, 'en'), id));
    expect([english?.external_desc_urls, english?.external_desc_languages]).toEqual([
      [links[2], links[1], links[0]],
      ['en', null, 'vi'],
    ]);
    const vietnamese = rowOf(await read(inLanguage(author.headers, 'vi'), id));
    expect(vietnamese?.external_desc_urls).toEqual(links);
    expect(
      rowOf(await read(inLanguage(author.headers, 'en'), id, '&text_language=original'))?.external_desc_urls,
    ).toEqual(links);
    const wrong = await api('PUT', `/career-tracks/${id}`, author.headers, {
      ...body,
      skills: [{ ...withLinks, external_desc_languages: ['fr'] }, ...rest],
    });
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'skills.0.external_desc_languages.0' }],
    });
  });
});

describe('shared links', () => {
  it('a visitor’s preview reads their language; embeds without a language and cards are drawn as written', async () => {
    const { author, id } = await vietnameseTrack();
    await translate(author.headers, id, EN);
    const preview = (language: 'en' | 'vi') =>
      api('GET', `/career-tracks/${id}/preview`, { 'accept-language': language });
    expect((await preview('en')).json()).toMatchObject({ title: EN.title, language: 'vi', text_language: 'en' });
    expect((await preview('vi')).json()).toMatchObject({ title: VI.title, text_language: 'vi' });
    // The link's tags say the language of what they show.
    const english = trackTags((await preview('en')).json<TrackPreview>(), 'https://ladder.test');
    expect([english.title, english.language]).toEqual([`${EN.title} · ${english.title.split(' · ')[1]}`, 'en']);
    const embed = await ctx.app.inject({ url: `/embed/ladder/${id}` });
    expect(embed.body).toContain(VI.title);
    expect(embed.body).not.toContain(EN.title);
    const asked = await ctx.app.inject({ url: `/embed/ladder/${id}?lang=en` });
    expect(asked.body).toContain(EN.title);
  });
});

describe('suggested translations', () => {
  it('a member suggests; the author sees it, accepts it, and its member is credited', async () => {
    const { author, id } = await vietnameseTrack();
    const helper = await member(ctx);
    const first = await suggest(helper.headers, id, { ...EN, title: 'Software engineer' });
    expect(first.statusCode).toBe(201);
    // A second suggestion replaces the member's open one.
    const second = await suggest(helper.headers, id, EN);
    expect(second.json<TranslationSuggestion>()).toMatchObject({
      id: first.json().id,
      title: EN.title,
      status: 'open',
    });
    expect((await read(author.headers, id)).open_suggestions).toBe(1);
    expect((await read(helper.headers, id)).open_suggestions).toBe(0);

    const mine = await api('GET', `/career-tracks/${id}/translation-suggestions`, helper.headers);
    expect(mine.json<{ items: TranslationSuggestion[] }>().items).toHaveLength(1);
    const third = await member(ctx);
    const theirs = await api('GET', `/career-tracks/${id}/translation-suggestions`, third.headers);
    expect(theirs.json<{ items: TranslationSuggestion[] }>().items).toEqual([]);
    const listed = await api('GET', `/career-tracks/${id}/translation-suggestions`, author.headers);
    const [open] = listed.json<{ items: TranslationSuggestion[] }>().items;
    expect(open).toMatchObject({ user_username: helper.user.username, language: 'en' });

    expect(
      (await api('PUT', `/translation-suggestions/${open!.id}`, helper.headers, { status: 'accepted' })).statusCode,
    ).toBe(404);
    const accepted = await api('PUT', `/translation-suggestions/${open!.id}`, author.headers, { status: 'accepted' });
    expect(accepted.json<TranslationSuggestion>()).toMatchObject({
      status: 'accepted',
      decided_at: expect.any(String),
    });
    const again = await api('PUT', `/translation-suggestions/${open!.id}`, author.headers, { status: 'declined' });
    expect(again.json()).toMatchObject({ code: 'SUGGESTION_DECIDED' });
    const english = await read(inLanguage(third.headers, 'en'), id);
    expect([english.title, english.translation?.translator_username]).toEqual([EN.title, helper.user.username]);
  });

  it('a declined suggestion changes nothing; the author cannot suggest; a blocked member cannot see the track', async () => {
    const { author, id } = await vietnameseTrack();
    expect((await suggest(author.headers, id, EN)).json()).toMatchObject({ code: 'SUGGEST_OWN_TRACK' });
    const helper = await member(ctx);
    const suggestion = (await suggest(helper.headers, id, EN)).json<TranslationSuggestion>();
    const declined = await api('PUT', `/translation-suggestions/${suggestion.id}`, author.headers, {
      status: 'declined',
    });
    expect(declined.json<TranslationSuggestion>().status).toBe('declined');
    expect((await read(inLanguage(helper.headers, 'en'), id)).title).toBe(VI.title);
    expect((await read(author.headers, id)).open_suggestions).toBe(0);

    const blocked = await member(ctx);
    await api('POST', `/users/${blocked.user.id}/block`, author.headers);
    expect((await suggest(blocked.headers, id, EN)).json()).toMatchObject({ code: 'CAREER_TRACK_NOT_FOUND' });
  });

  it('rows read back in the shapes declared for them', async () => {
    const { author, id } = await vietnameseTrack();
    const helper = await member(ctx);
    const suggestion = (await suggest(helper.headers, id, EN)).json<TranslationSuggestion>();
    await translate(author.headers, id, EN);
    const db = ctx.database.db;
    expectRows(translationRowSchema, [await trackLanguagesRepository.translation(db, id)]);
    expectRows(suggestionRowSchema, [await trackLanguagesRepository.suggestion(db, suggestion.id)]);
  });
});

describe('notifications', () => {
  it('tell the author of a suggestion, and its member when it is accepted, each once', async () => {
    const { author, id } = await vietnameseTrack();
    const helper = await member(ctx);
    const kinds = async (headers: Headers) =>
      (await api('POST', '/users/current/me/notifications', headers))
        .json<{ items: Notification[] }>()
        .items.filter((n) => n.kind.startsWith('translation_'))
        .map((n) => [n.kind, n.actor?.id, n.career_track?.id]);
    const suggestion = (await suggest(helper.headers, id, EN)).json<TranslationSuggestion>();
    expect(await kinds(author.headers)).toEqual([['translation_suggested', helper.user.id, id]]);
    await api('PUT', `/translation-suggestions/${suggestion.id}`, author.headers, { status: 'accepted' });
    expect(await kinds(helper.headers)).toEqual([['translation_accepted', author.user.id, id]]);
    const other = await member(ctx);
    const declined = (await suggest(other.headers, id, EN)).json<TranslationSuggestion>();
    await api('PUT', `/translation-suggestions/${declined.id}`, author.headers, { status: 'declined' });
    expect(await kinds(other.headers)).toEqual([]);
  });

  it('name the track in the reader’s language', async () => {
    const { author, id } = await vietnameseTrack();
    await translate(author.headers, id, EN);
    const voter = await member(ctx);
    await api('POST', '/career-tracks/vote-career-track-outdated', voter.headers, {
      career_track_id: id,
      vote_notes: 'The tools moved on',
    });
    const list = await api('POST', '/users/current/me/notifications', author.headers);
    const item = list.json<{ items: Notification[] }>().items.find((n) => n.kind === 'outdated');
    // The author's language is the default (English) here: they read the English title.
    expect(item?.career_track?.title).toBe(EN.title);
  });
});
