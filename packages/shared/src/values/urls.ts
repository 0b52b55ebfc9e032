/** An http(s) URL with a dotted host, the one test of links everywhere (no zod). */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}
