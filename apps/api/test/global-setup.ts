import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { startCluster, type Cluster } from './pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

export const TEMPLATE_DATABASE = 'ladder_template';

/**
 * Prepares one migrated, seeded template database per run; each test file then
 * gets its own copy (a PGlite image, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'ladder-pglite-'));
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedReferenceData(database.db);
    const templateFile = path.join(dir, 'template.tar');
    writeFileSync(templateFile, Buffer.from(await (await database.dump()).arrayBuffer()));
    await database.close();
    project.provide('testDb', { kind, templateFile });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  let cluster: Cluster | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startCluster()).url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 2 });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide('testDb', { kind, adminUrl, template: TEMPLATE_DATABASE });
  return () => cluster?.stop();
}
