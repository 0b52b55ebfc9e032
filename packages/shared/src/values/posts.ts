/** Limits and the hashtag grammar of posts, without zod: the web app's lists load these alone. */
export const POST_CONTENT_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;
export const MAX_MEDIA_PER_POST = 5;
export const MAX_MEDIA_BYTES = 5_242_880;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** FLV and WMV are refused: their metadata cannot be removed (docs/decisions/0022). */
export const VIDEO_EXTENSIONS = ['mp4', 'mov'] as const;
/** The media types a post takes, with their file names' endings (the composer's picker, the share target). */
export const MEDIA_TYPES: Readonly<Record<string, string[]>> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
};
export const PAGE_SIZES = { posts: 5, comments: 20, replies: 20, interactions: 20, savedPosts: 20 } as const;

/**
 * A hashtag's body: two or more word characters (letters with their marks, digits, '_'), so
 * `#2024` and `#5G` count. The server and the web app both build their patterns from it.
 */
export const HASHTAG_PATTERN = '[\\p{L}\\p{M}\\p{N}_]{2,}';
/** Not inside a word, a URL or an HTML entity. */
const HASHTAG_START = '(?<![\\p{L}\\p{M}\\p{N}_/&#])#';
/** Every hashtag in running text; the body is the first group. */
export const hashtagsIn = (text: string) => text.matchAll(new RegExp(`${HASHTAG_START}(${HASHTAG_PATTERN})`, 'gu'));
/** The same rule for a URL-or-hashtag tokenizer: `#` plus the body, no group. */
export const HASHTAG_TOKEN = `${HASHTAG_START}${HASHTAG_PATTERN}`;

/** Hashtags of a post, de-duplicated regardless of case; each keeps its first spelling. */
export function extractHashtags(content: string): string[] {
  const seen = new Map<string, string>();
  for (const match of hashtagsIn(content.normalize('NFC'))) {
    const tag = (match[1] ?? '').slice(0, 100);
    const key = normalizeHashtag(tag);
    if (!seen.has(key)) seen.set(key, tag);
  }
  return [...seen.values()].slice(0, 30);
}

/** The form hashtags are matched and followed in: no '#', NFC, lower case. */
export function normalizeHashtag(tag: string): string {
  return tag.replace(/^#+/, '').normalize('NFC').toLocaleLowerCase('vi');
}
