/**
 * What "Share → Ladder" from another app brings (the manifest's share target: title, text, url),
 * as the text of a new post: each part on its own line, none twice (apps often put the link in
 * the text too, or the page's title in both).
 */
export function sharedText(shared: { title?: string | null; text?: string | null; url?: string | null }): string {
  let parts: string[] = [];
  for (const part of [shared.title, shared.text, shared.url]) {
    const value = part?.trim();
    if (!value || parts.some((kept) => kept.includes(value))) continue;
    parts = [...parts.filter((kept) => !value.includes(kept)), value];
  }
  return parts.join('\n');
}
