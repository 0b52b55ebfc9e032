import type { Language } from '../constants';

/**
 * A track in both languages (docs/decisions/0063-a-track-in-both-languages.md): written in one,
 * its original, with at most one translation into the other.
 */

/** A suggestion waits for the author's answer: accepted (it becomes the translation) or declined. */
export const TRANSLATION_SUGGESTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type TranslationSuggestionStatus = (typeof TRANSLATION_SUGGESTION_STATUSES)[number];

/** Letters only Vietnamese writes (ă đ ơ ư and the stacked tones). */
const VIETNAMESE = /[ăđơưĂĐƠƯ\u1EA0-\u1EF9]/;

/**
 * The language of a text, by its letters: how link previews guess a post's language, and a
 * track's when its body does not say (migration 0048 gave older tracks theirs the same way).
 */
export const languageOfText = (text: string): Language => (VIETNAMESE.test(text) ? 'vi' : 'en');

/** The language a track's translation is in: the one it was not written in. */
export const otherLanguage = (language: Language): Language => (language === 'vi' ? 'en' : 'vi');

/** A track's texts in one language: the original's, or its translation's. */
export type TrackTexts<T> = T & { language: Language };

/**
 * The rule every surface reads a track by (docs/decisions/0063): the reader's language when the
 * track has it (its original, or its translation), else the original. The API's statements
 * apply it in SQL (`inReaderLanguage`); this is for answers cached for every reader alike (the
 * feed's posts, search hits), which carry both and choose per reader.
 */
export function textsFor<T>(
  reader: Language,
  original: TrackTexts<T>,
  translation: TrackTexts<T> | null,
): TrackTexts<T> {
  return translation && translation.language === reader && original.language !== reader ? translation : original;
}
