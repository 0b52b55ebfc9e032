import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../test/pg-cluster';
import { openDatabase, queryRows, type Database } from './client';
import { oncePerDb } from './prepared';

// The pool names the statements it runs outside a transaction (db/pool.ts, nameStatements):
// PostgreSQL plans each once per connection. On a real server only: PGlite has no pool.

const probes = pgTable('probes', { id: integer('id').primaryKey(), label: text('label') });

describe('named statements on a PostgreSQL pool', () => {
  let cluster: Cluster;
  let database: Database;
  /** The statements the pool's one connection has prepared (the look-up itself has no values, so no name). */
  const prepared = async () => {
    const rows = await queryRows<{ statement: string }>(
      database.db,
      sql`select statement from pg_prepared_statements order by prepare_time`,
    );
    return rows.map((row) => row.statement);
  };

  beforeAll(async () => {
    cluster = await startCluster();
    database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 1 });
    await database.db.execute(sql`create table probes (id int primary key, label text)`);
    await database.db.execute(sql`insert into probes values (1, 'one'), (2, 'two')`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    cluster?.stop();
  });

  it("prepares drizzle's queries and raw ones once, but not a transaction's", async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await database.db.select().from(probes).where(eq(probes.id, 1))).toEqual([{ id: 1, label: 'one' }]);
      expect(await queryRows(database.db, sql`select label from probes where id = ${2}`)).toEqual([{ label: 'two' }]);
    }
    await database.db.transaction(async (tx) => {
      expect(await tx.select().from(probes).where(eq(probes.label, 'two'))).toEqual([{ id: 2, label: 'two' }]);
    });
    const statements = await prepared();
    expect(statements.filter((text) => text.includes('"probes"."id" = $1'))).toHaveLength(1);
    expect(statements.filter((text) => text.includes('where id = $1'))).toHaveLength(1);
    expect(statements.some((text) => text.includes('"probes"."label" = $1'))).toBe(false);
  });

  it('prepares one again under a new name when a migration changed what it returns, and answers', async () => {
    const read = () => database.db.select().from(probes).where(eq(probes.id, 1));
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
    // Another connection changes the column's type, as a newer instance's migration does.
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('alter table probes alter column label type varchar(200)');
    await admin.end();
    // Refused as stale (its connection goes with the error), then prepared and run again.
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
    expect(await read()).toEqual([{ id: 1, label: 'one' }]);
    expect((await prepared()).filter((text) => text.includes('"probes"."id" = $1'))).toHaveLength(1);
  });

  it('names a query built once (oncePerDb) like the others, and prepares it again when stale', async () => {
    const byLabel = oncePerDb((db) =>
      db
        .select({ id: probes.id })
        .from(probes)
        .where(eq(probes.label, sql.placeholder('label'))),
    );
    for (const label of ['one', 'two', 'one']) expect((await byLabel(database.db).execute({ label })).length).toBe(1);
    expect(byLabel(database.db)).toBe(byLabel(database.db));
    const named = () => prepared().then((texts) => texts.filter((text) => text.includes('"probes"."label" = $1')));
    expect(await named()).toHaveLength(1);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('alter table probes alter column id type bigint');
    await admin.end();
    expect(await byLabel(database.db).execute({ label: 'two' })).toEqual([{ id: 2 }]);
    expect(await named()).toHaveLength(1);
  });
});
