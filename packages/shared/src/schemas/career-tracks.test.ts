import { describe, expect, it } from 'vitest';
import { careerTrackEditorSchema, careerTrackInputSchema, newSkillSchema, textLength } from './career-tracks';
import type { z } from './zod';

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number, category: number) => ({
  skill_category_id: category,
  skill_id: id(n),
  what: 'what',
  why: 'why',
  desired_level: 'Expert',
});
const complete = [row(1, 1), row(2, 1), row(3, 2), row(4, 2), row(5, 3), row(6, 3)];
const track = (overrides: object) => ({ industry_id: id(99), title: 'T', desc: 'D', status: 'shared', ...overrides });
const messages = (input: object, schema: z.ZodType = careerTrackInputSchema) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('career track rules shared by the API and the editor', () => {
  it('counts code points of the NFC form', () => {
    expect(textLength('Kỹ sư 🚀')).toBe(7);
    expect(textLength('ệ'.normalize('NFD'))).toBe(1);
  });

  it('lets a draft miss categories but not a completed or shared track', () => {
    expect(messages(track({ status: 'new', skills: [row(1, 4)] }))).toEqual([]);
    expect(messages(track({ status: 'completed', skills: complete.slice(2) }))).toEqual([
      ['skills', 'tracks.validation.need_industry_knowledge'],
    ]);
    expect(messages(track({ skills: complete }))).toEqual([]);
  });

  it('completes with one skill in each required category, as the messages say', () => {
    expect(messages(track({ skills: [row(1, 1), row(3, 2), row(5, 3)] }))).toEqual([]);
    expect(messages(track({ skills: [row(1, 1), row(5, 3)] }))).toEqual([
      ['skills', 'tracks.validation.need_tool_and_tech'],
    ]);
  });

  it('reports a repeated skill on the later row and de-duplicates next tracks', () => {
    expect(messages(track({ status: 'new', skills: [row(1, 1), row(1, 2)] }))).toEqual([
      ['skills.1.skill_id', 'tracks.validation.skill_unique'],
    ]);
    const parsed = careerTrackInputSchema.parse(track({ skills: complete, next_career_tracks: [id(7), id(7), id(8)] }));
    expect(parsed.next_career_tracks).toEqual([id(7), id(8)]);
  });

  it('gives the editor the whole-track rules even while a field is wrong; the API the fields first', () => {
    // The editor's rows: one not chosen yet, one repeated, no interpersonal skill.
    const rows = [row(1, 1), { ...row(0, 2), skill_id: '' }, row(1, 2)];
    const input = track({ status: 'completed', title: '', skills: rows });
    expect(messages(input, careerTrackEditorSchema)).toEqual([
      ['title', 'tracks.validation.required'],
      ['skills.1.skill_id', 'tracks.validation.required'],
      ['skills.2.skill_id', 'tracks.validation.skill_unique'],
      ['skills', 'tracks.validation.need_interpersonal'],
    ]);
    expect(messages(input)).toEqual([
      ['title', 'tracks.validation.required'],
      ['skills.1.skill_id', 'tracks.validation.required'],
    ]);
    // Valid input passes both, with the editor's own fields and text still to be trimmed.
    const edited = complete.map((r) => ({ ...r, skill_name: 'Name', what: ' what ' }));
    expect(messages(track({ title: ' T ', skills: edited }), careerTrackEditorSchema)).toEqual([]);
  });

  it('trims and single-spaces a new skill name', () => {
    expect(newSkillSchema.parse({ name: '  Data   Viz ' })).toEqual({ name: 'Data Viz' });
  });
});
