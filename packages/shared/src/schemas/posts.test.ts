import { describe, expect, it } from 'vitest';
import { HASHTAG_PATTERN, extractHashtags } from './posts';

describe('hashtags: # and two or more word characters', () => {
  it('takes digits-only and digit-first tags, Vietnamese letters and underscores', () => {
    expect(extractHashtags('Năm #2024 với #5G, #DữLiệu và #big_data')).toEqual(['2024', '5G', 'DữLiệu', 'big_data']);
  });

  it('refuses one character, a tag inside a word, a URL fragment or an entity', () => {
    expect(extractHashtags('#a #1 email#not https://example.com/#anchor &#39;')).toEqual([]);
  });

  it('one pattern for the server and the web app, anchored or in running text', () => {
    expect(new RegExp(`^#${HASHTAG_PATTERN}$`, 'u').test('#2024')).toBe(true);
    expect(new RegExp(`^#${HASHTAG_PATTERN}$`, 'u').test('#x')).toBe(false);
  });
});
