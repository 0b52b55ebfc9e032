import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedReferenceData } from './db/seed/reference-data';
import { persistentSecret } from './lib/secrets';

/** What the server and the CLI both need: the data folder, the secret, a migrated and seeded database. */
export async function bootstrap(config: Readonly<Config>): Promise<{ config: Readonly<Config>; database: Database }> {
  await mkdir(config.dataDir, { recursive: true });
  if (!config.s3) await mkdir(path.join(config.dataDir, 'media'), { recursive: true });
  const jwtSecret = config.jwtSecret ?? (await persistentSecret(config.dataDir, 'jwt-secret'));
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config: Object.freeze({ ...config, jwtSecret }), database };
}
