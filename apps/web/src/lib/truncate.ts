/**
 * The truncations of docs/product.md "Fixed values and limits": at most `max` characters (code points, so an emoji or a Vietnamese
 * letter counts once), ending in '…'. Word-aware cuts at the last space when one is near.
 */
export function truncate(text: string, max: number, isWordAware = false): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max - 1).join('');
  if (isWordAware) {
    const space = cut.lastIndexOf(' ');
    if (space >= max / 2) cut = cut.slice(0, space);
  }
  return `${cut.trimEnd()}…`;
}
