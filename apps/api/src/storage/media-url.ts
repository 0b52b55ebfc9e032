import type { Config } from '../config';

/** Full public URL of a stored media key: the bucket's public URL, or /media on this server. */
export function mediaUrlFor(config: Pick<Config, 'publicUrl' | 's3'>): (key: string | null) => string | null {
  const base = config.s3?.publicUrl ?? `${config.publicUrl}/media`;
  return (key) => (key ? `${base.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}` : null);
}
