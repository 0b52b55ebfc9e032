import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair the server signs its pushes with: from the environment, else generated once
 * into DATA_DIR/secrets/vapid.json (owner-only, like the JWT secret). Instances that share no
 * data folder must be given the pair (docs/operations.md "Configuration"): a browser subscribed
 * with one public key accepts pushes signed by its private key only.
 */
export async function vapidKeys(dataDir: string, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'vapid.json');
  const read = async () => JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return read();
}
