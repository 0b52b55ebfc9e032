import { sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { TAG_KINDS } from '../cache/tags';
import { queryRows, type Database } from './client';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const CURRENT = fileURLToPath(new URL('./current-functions.md', import.meta.url));

/** The last migration that (re)defines each function: several redefine one (0008, 0010 and 0014 do). */
function lastDefinedIn(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const text = readFileSync(path.join(MIGRATIONS, file), 'utf8');
    for (const match of text.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (ladder_\w+)/g)) found.set(match[1] ?? '', file);
  }
  return found;
}

/** Every ladder_ function as the database holds it, each followed by the triggers that call it. */
async function render(database: Database): Promise<string> {
  const functions = await queryRows<{ name: string; definition: string }>(
    database.db,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'ladder\\_%'
        order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const triggers = await queryRows<{ function_name: string; definition: string }>(
    database.db,
    sql`select p.proname as function_name, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal
        order by t.tgrelid::regclass::text, t.tgname`,
  );
  const migrations = lastDefinedIn();
  const sections = functions.map(({ name, definition }) => {
    const calls = triggers.filter((trigger) => trigger.function_name === name).map((t) => `${t.definition};`);
    return [
      `## ${name}`,
      '',
      `Last defined in \`apps/api/src/db/migrations/${migrations.get(name) ?? '(unknown)'}\`.`,
      '',
      '```sql',
      `${definition.trim()};`,
      '```',
      ...(calls.length > 0 ? ['', 'Called by:', '', '```sql', ...calls, '```'] : []),
    ].join('\n');
  });
  return [
    '# The database functions as they stand now',
    '',
    'Generated: do not edit. Every `ladder_` function and the triggers that call it, as the migrations leave',
    'them (`pg_get_functiondef`, `pg_get_triggerdef`): read this, not the migrations that redefined them one',
    'after another. `current-functions.api.test.ts` fails when this file differs from a migrated database',
    '(PGlite or PostgreSQL), and writes it again when run with `-u`:',
    '`TEST_DB=pglite npx vitest run --project api apps/api/src/db/current-functions.api.test.ts --update`.',
    'A change is still made by a new migration (docs/cache.md).',
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

let database: Database;
let current: string;
beforeAll(async () => {
  database = await createTestDatabase();
  current = await render(database);
});
afterAll(() => database.close());

describe('db/current-functions.md', () => {
  it('is every function and trigger of the migrated database, as it stands', async () => {
    await expect(current).toMatchFileSnapshot(CURRENT);
  });

  it('sends on ladder_cache exactly the tag kinds the read caches know (cache/tags.ts)', () => {
    const sent = new Set<string>();
    // A literal sent by a function: 'p:' || id, 'g', '*'; a kind given to ladder_cache_row by its trigger.
    for (const match of current.matchAll(/pg_notify\('ladder_cache', '([^':]*)/g)) sent.add(match[1] ?? '');
    for (const match of current.matchAll(/ladder_cache_row\('([^']*)'/g)) sent.add(match[1] ?? '');
    // ladder_cache_row sends the kind its trigger names (TG_ARGV), not a literal.
    sent.delete('');
    expect([...sent].sort()).toEqual(Object.values(TAG_KINDS).sort());
  });
});
