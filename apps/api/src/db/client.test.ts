import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/pg-cluster';
import { isDatabaseUnavailable } from './client';

/** What the error plugin turns into a 503 rather than a 500 (docs/api/conventions.md, "Errors"). */
describe('isDatabaseUnavailable', () => {
  it('sees a refused connection through the error drizzle wraps it in', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` });
    const failure: unknown = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((err: unknown) => err);
    await pool.end();
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('sees a server shutting down, starting, or out of connection slots, but not a bad statement', () => {
    const pgError = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });
    for (const code of ['57P01', '57P03', '08006', '53300']) expect(isDatabaseUnavailable(pgError(code))).toBe(true);
    for (const code of ['23505', '22P02', '42601']) expect(isDatabaseUnavailable(pgError(code))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
