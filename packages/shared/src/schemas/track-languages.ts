import { z } from './zod';
import { LANGUAGES } from '../constants';
import {
  CAREER_TRACK_DESC_MAX,
  CAREER_TRACK_TITLE_MAX,
  MAX_SKILLS_PER_TRACK,
  SKILL_TEXT_MAX,
} from '../values/career-tracks';
import { TRANSLATION_SUGGESTION_STATUSES } from '../values/track-languages';
import { boundedText, textLength } from './career-tracks';
import { pageOf } from './posts';

export * from '../values/track-languages';

/**
 * A track's translation (docs/api/people-and-career-tracks.md "Both languages"): its title,
 * description and, for any of its skill rows, the what and why in the language it was not
 * written in. A row left out is read in the original.
 */
export const translationInputSchema = z.object({
  title: boundedText(CAREER_TRACK_TITLE_MAX, 'tracks.validation.title_too_long'),
  desc: boundedText(CAREER_TRACK_DESC_MAX, 'tracks.validation.desc_too_long'),
  skills: z
    .array(
      z.object({
        skill_id: z.uuid({ error: 'tracks.validation.required' }),
        what: boundedText(SKILL_TEXT_MAX, 'tracks.validation.text_too_long'),
        why: boundedText(SKILL_TEXT_MAX, 'tracks.validation.text_too_long'),
      }),
      { error: 'validation.invalid' },
    )
    .max(MAX_SKILLS_PER_TRACK, { error: 'tracks.validation.too_many_skills' })
    .default([]),
});
export type TranslationInput = z.input<typeof translationInputSchema>;
export type TranslationValue = z.output<typeof translationInputSchema>;

/** `PUT /translation-suggestions/{id}`: the author's answer. */
export const suggestionDecisionSchema = z.object({
  status: z.enum(['accepted', 'declined'], { error: 'validation.invalid' }),
});

const translatedSkill = z.object({ skill_id: z.string(), what: z.string(), why: z.string() });

export const translationSchema = z.object({
  career_track_id: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  desc: z.string(),
  skills: z.array(translatedSkill),
  translator_name: z.string().nullable(),
  translator_username: z.string().nullable(),
  updated_at: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

export const translationSuggestionSchema = z.object({
  id: z.string(),
  career_track_id: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  desc: z.string(),
  skills: z.array(translatedSkill),
  status: z.enum(TRANSLATION_SUGGESTION_STATUSES),
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TranslationSuggestion = z.infer<typeof translationSuggestionSchema>;
export const translationSuggestionPageSchema = pageOf(translationSuggestionSchema);

/**
 * The translation page's form: every skill row of the track, each left empty or filled in both
 * its what and its why; `toTranslationInput` sends the filled ones.
 */
export const translationFormSchema = z.object({
  title: translationInputSchema.shape.title,
  desc: translationInputSchema.shape.desc,
  skills: z.array(
    z.object({ skill_id: z.string(), what: z.string(), why: z.string() }).superRefine((row, ctx) => {
      const texts = { what: row.what.trim(), why: row.why.trim() };
      if (!texts.what && !texts.why) return;
      for (const field of ['what', 'why'] as const) {
        const message = !texts[field]
          ? 'tracks.validation.required'
          : textLength(texts[field]) > SKILL_TEXT_MAX
            ? 'tracks.validation.text_too_long'
            : null;
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }),
  ),
});
export type TranslationForm = z.input<typeof translationFormSchema>;

export const toTranslationInput = (form: TranslationForm): TranslationInput => ({
  title: form.title,
  desc: form.desc,
  skills: form.skills
    .filter((row) => row.what.trim() || row.why.trim())
    .map(({ skill_id, what, why }) => ({ skill_id, what, why })),
});
