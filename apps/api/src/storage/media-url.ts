import type { Config } from '../config';

/** Full public URL of a stored media key: the bucket's public URL, or /media on this server. */
export function mediaUrlFor(config: Pick<Config, 'publicUrl' | 's3'>): (key: string | null) => string | null {
  const s3 = config.s3;
  const base = s3
    ? (s3.publicUrl ??
      `${(s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`).replace(/\/+$/, '')}${s3.endpoint ? `/${s3.bucket}` : ''}`)
    : `${config.publicUrl}/media`;
  return (key) => {
    if (!key) return null;
    // A photo taken from an identity provider's profile is already a full https URL.
    if (key.startsWith('https://')) return key;
    return `${base.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
}
