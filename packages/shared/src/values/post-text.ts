import { HASHTAG_TOKEN } from './posts';

/** A link label over 30 characters is shortened, without its scheme. */
export function shortenUrl(url: string, max = 30): string {
  const bare = url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}

export type PostTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string; label: string }
  | { kind: 'hashtag'; text: string; tag: string };

const TOKEN = new RegExp(`(https?://[^\\s<>"]+[^\\s<>".,;:!?)\\]])|(${HASHTAG_TOKEN})`, 'gu');

/**
 * A post's text cut into plain text, links (shown shortened) and hashtags: the web app draws
 * them as links, and the server draws a shared post's first paint the same way (one layout, so
 * the page does not change size when the app takes over).
 */
export function postTextParts(text: string): PostTextPart[] {
  const parts: PostTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, url] = match;
    parts.push(
      url ? { kind: 'url', url, label: shortenUrl(url) } : { kind: 'hashtag', text: whole, tag: whole.slice(1) },
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
