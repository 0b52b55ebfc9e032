import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyRow, formPath, messagesOf, toForm, toInput, trackResolver, type TrackForm } from './track-form';

const INDUSTRY = '7c1e4a43-3f7f-4b8e-9a55-0d6d3d9f6a11';
const SKILL = '0b6f8a52-5c43-4f0e-8f3d-2b1f1d0c9e77';
const options: ResolverOptions<TrackForm> = { fields: {}, shouldUseNativeValidation: false };
const check = async (values: TrackForm) => (await trackResolver(values, undefined, options)).errors;

describe('the track editor’s form model', () => {
  it('starts a new track empty, in the industry it was opened from and the author’s language', () => {
    expect(toForm(null, INDUSTRY, 'vi')).toEqual({
      industry_id: INDUSTRY,
      title: '',
      desc: '',
      language: 'vi',
      status: 'new',
      derived_career_track_id: null,
      next_career_tracks: [],
      skills: [],
      version_summary: '',
    });
  });

  it("sends the author's line for the history only when there is one, trimmed", () => {
    const form = toForm(null, INDUSTRY, 'en');
    expect(toInput(form)).not.toHaveProperty('version_summary');
    expect(toInput({ ...form, version_summary: '   ' })).not.toHaveProperty('version_summary');
    expect(toInput({ ...form, version_summary: ' Raised Git ' }).version_summary).toBe('Raised Git');
  });

  it('turns a track into the form and back without losing a field; no objective is an empty box, then null again', () => {
    const row = {
      ...emptyRow(1),
      skill_id: SKILL,
      skill_name: 'SQL',
      what: 'Queries',
      why: 'Data',
      desired_level: 'intermediate' as const,
      external_desc_urls: ['https://example.vn/sql', 'https://example.com/sql'],
      external_desc_languages: ['vi' as const, null],
    };
    const track = {
      industry_id: INDUSTRY,
      title: 'Data engineer',
      desc: 'Builds pipelines',
      language: 'vi',
      status: 'outdated',
      derived_career_track_id: null,
      next_career_tracks: [SKILL],
      skills: [{ ...row, declared_objective: null, declared_confidence: 3 }],
    } as unknown as CareerTrack;
    const form = toForm(track, 'another-industry', 'en');
    // A posted track stays posted, even once voted outdated.
    expect([form.industry_id, form.status, form.skills[0]?.declared_objective]).toEqual([INDUSTRY, 'shared', '']);
    const input = toInput(form);
    expect(input.skills?.[0]).toEqual({
      skill_category_id: 1,
      skill_id: SKILL,
      what: 'Queries',
      why: 'Data',
      desired_level: 'intermediate',
      external_desc_urls: ['https://example.vn/sql', 'https://example.com/sql'],
      external_desc_languages: ['vi', null],
      declared_objective: null,
      declared_confidence: 3,
    });
    expect([input.title, input.desc, input.language, input.status, input.next_career_tracks]).toEqual([
      'Data engineer',
      'Builds pipelines',
      'vi',
      'shared',
      [SKILL],
    ]);
  });

  it('checks a completed track by the shared schema: every missing category at once, on the skills list', async () => {
    const errors = await check({ ...toForm(null, INDUSTRY, 'en'), status: 'completed' });
    expect(messagesOf(errors.title)).toEqual(['tracks.validation.required']);
    expect(messagesOf(errors.skills?.root as FieldError)).toEqual([
      'tracks.validation.need_industry_knowledge',
      'tracks.validation.need_tool_and_tech',
      'tracks.validation.need_interpersonal',
    ]);
  });

  it('puts a row’s own problems on the row, and the categories still missing on the list', async () => {
    const errors = await check({
      ...toForm(null, INDUSTRY, 'en'),
      title: 'Data engineer',
      desc: 'Builds pipelines',
      status: 'completed',
      skills: [emptyRow(1)],
    });
    expect(Object.keys(errors)).toEqual(['skills']);
    const row = (errors.skills as unknown as Record<string, Record<string, FieldError>>)['0'];
    expect(messagesOf(row?.['desired_level'])).toEqual(['tracks.validation.level_required']);
    expect(messagesOf(row?.['what'])).toEqual(['tracks.validation.required']);
    expect(messagesOf(errors.skills?.root as FieldError)).toEqual([
      'tracks.validation.need_tool_and_tech',
      'tracks.validation.need_interpersonal',
    ]);
  });

  it('names the server’s fields the way the form shows them', () => {
    expect(formPath('skills')).toBe('skills.root');
    expect(formPath('skills.2.external_desc_urls.1')).toBe('skills.2.external_desc_urls');
    expect(formPath('next_career_tracks.0')).toBe('next_career_tracks');
    expect(formPath('skills.2.what')).toBe('skills.2.what');
    expect(formPath('title')).toBe('title');
  });

  it('lists each message of a field once', () => {
    expect(messagesOf(undefined)).toEqual([]);
    expect(messagesOf({ type: 'x', message: 'one' })).toEqual(['one']);
    expect(messagesOf({ type: 'x', message: 'a', types: { x: ['a', 'b', 'a'], y: 'b' } })).toEqual(['a', 'b']);
  });
});
