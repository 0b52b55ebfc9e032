import { describe, expect, it } from 'vitest';
import { otherLanguage, textsFor, type TrackTexts } from './track-languages';

describe('a track read in the reader’s language', () => {
  const original: TrackTexts<{ title: string }> = { language: 'vi', title: 'Kỹ sư phần mềm' };
  const translation: TrackTexts<{ title: string }> = { language: 'en', title: 'Software Engineer' };

  it('is its translation for a reader of that language, else the original', () => {
    expect(textsFor('en', original, translation)).toBe(translation);
    expect(textsFor('vi', original, translation)).toBe(original);
    expect(textsFor('en', original, null)).toBe(original);
  });

  it('never takes a translation in the original’s own language', () => {
    expect(textsFor('vi', original, { language: 'vi', title: 'Another' })).toBe(original);
  });

  it('names the other language', () => {
    expect([otherLanguage('vi'), otherLanguage('en')]).toEqual(['en', 'vi']);
  });
});
