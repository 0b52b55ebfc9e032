import type { DbOrTx } from './client';

/**
 * drizzle builds a builder query's SQL text (its columns, joins and conditions) again at every
 * call: for the member lookups every request makes, that building cost more of the API's CPU
 * than the statement cost PostgreSQL (bench/feed, an uncached page: drizzle's `sql.ts`,
 * `entity.ts` and `dialect.ts` were 18 % of the samples). A query made by `oncePerDb` is built
 * once per database (or transaction) and then run with its values as placeholders
 * (`sql.placeholder('name')`).
 *
 * It is prepared without a name: the pool still names it by its text like every other statement
 * (`nameStatements` in pool.ts), so PostgreSQL plans it once per connection and a plan made
 * stale by a migration is prepared again.
 */
export function oncePerDb<Query extends { prepare(name: string): unknown }>(
  build: (db: DbOrTx) => Query,
): (db: DbOrTx) => ReturnType<Query['prepare']> {
  const built = new WeakMap<DbOrTx, ReturnType<Query['prepare']>>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db).prepare(UNNAMED) as ReturnType<Query['prepare']>;
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** drizzle passes the name to the driver as it is; left undefined, the statement is unnamed. */
const UNNAMED = undefined as unknown as string;
