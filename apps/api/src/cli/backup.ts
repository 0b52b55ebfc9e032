import { sql, type SQL } from 'drizzle-orm';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { PassThrough, pipeline as pipe, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { contentTypeOf, isExportKey, type MediaStore } from '../storage/media-store';
import {
  BackupError,
  decryptor,
  encryptor,
  ENCRYPTED_MAGIC,
  INCOMPLETE,
  isSealed,
  MIN_PASSPHRASE_LENGTH,
} from './backup-crypto';

export { BackupError };

/**
 * Backups (docs/operations.md, "Backup and restore"): one gzip'd file of JSON lines, the same
 * for PGlite and PostgreSQL (so a backup of the embedded database restores into PostgreSQL):
 *   ["ladder-backup", 1, { created_at, migrations }]      the header: which migrations made the schema
 *   ["table", name, [column, ...]]                          then each row of that table:
 *   ["row", { column: value, ... }]                         as PostgreSQL's row_to_json writes it
 *   ["sequence", name, last_value, is_called]
 *   ["media", key, base64]                                  every stored file, local or S3
 *   ["end", { tables: { name: rows }, media: files }]       a truncated file lacks it and is refused
 */
const FORMAT = 'ladder-backup';
const VERSION = 1;
const PAGE = 500;
/**
 * Tables written empty. Members' data exports, rows and archives: made again on request, and an
 * archive may be larger than one line of this file can hold (docs/decisions/0039). Sessions,
 * one-time links (activation, password reset, address change), sign-in attempts with a provider
 * and unsent mail: live secrets a backup must not carry, of no use after a restore (members sign
 * in again and ask for a new link).
 */
const LEFT_OUT_TABLES = new Set(['data_exports', 'mail_outbox', 'oauth_requests', 'one_time_tokens', 'sessions']);

/** LADDER_BACKUP_PASSPHRASE, when set: the backup is encrypted with it, and restore needs it. */
export interface BackupOptions {
  passphrase?: string | undefined;
}

export interface BackupReport {
  tables: Record<string, number>;
  media: number;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const raw = (text: string): SQL => sql.raw(text);

async function tablesOf(db: DbOrTx): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

/** The migrations applied, by their hash, as drizzle records them (both drivers use this table). */
async function migrationsOf(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((row) => row.hash);
}

async function sequencesOf(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`,
  );
  return rows.map((row) => row.name);
}

/**
 * Writes every table (one REPEATABLE READ snapshot) and then every media file (members' data
 * exports left out) to `file`, through `file.partial` so that a failed backup leaves no file that
 * looks whole. Both are created readable by their owner only (0600), and sealed with the
 * passphrase when one is given.
 */
export async function backup(
  db: Db,
  media: MediaStore,
  file: string,
  { passphrase }: BackupOptions = {},
): Promise<BackupReport> {
  if (passphrase !== undefined && passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new BackupError(`LADDER_BACKUP_PASSPHRASE must be at least ${MIN_PASSPHRASE_LENGTH} characters long.`);
  const report: BackupReport = { tables: {}, media: 0 };
  const partial = `${file}.partial`;
  const seal = passphrase === undefined ? undefined : await encryptor(passphrase);
  try {
    // A file left by a backup that died may be readable by all: a new one is made, owner-only
    // from its creation (`wx` also refuses a link planted in its place).
    await rm(partial, { force: true });
    await db.transaction(
      async (tx) => {
        async function* lines() {
          yield `${JSON.stringify([FORMAT, VERSION, { created_at: new Date().toISOString(), migrations: await migrationsOf(tx) }])}\n`;
          for (const [table, columns] of await tablesOf(tx)) {
            yield `${JSON.stringify(['table', table, columns])}\n`;
            report.tables[table] = 0;
            if (LEFT_OUT_TABLES.has(table)) continue;
            await tx.execute(
              raw(
                `declare backup_rows no scroll cursor for select row_to_json(r)::text as row from (select ${columns.map(ident).join(', ')} from ${ident(table)}) r`,
              ),
            );
            for (;;) {
              const page = await queryRows<{ row: string }>(tx, raw(`fetch ${PAGE} from backup_rows`));
              if (page.length === 0) break;
              report.tables[table] += page.length;
              yield page.map(({ row }) => `["row",${row}]\n`).join('');
            }
            await tx.execute(raw('close backup_rows'));
          }
          for (const name of await sequencesOf(tx)) {
            const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
              tx,
              raw(`select last_value::text, is_called from ${ident(name)}`),
            );
            yield `${JSON.stringify(['sequence', name, state?.last_value, state?.is_called])}\n`;
          }
          // Media after the snapshot: a file removed in between is missing from the backup, so
          // for an exact copy back up with the servers stopped (docs/operations.md).
          for await (const objects of media.list())
            for (const { key } of objects) {
              if (isExportKey(key)) continue;
              report.media += 1;
              yield `${JSON.stringify(['media', key, (await media.get(key)).toString('base64')])}\n`;
            }
          yield `${JSON.stringify(['end', report])}\n`;
        }
        const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
        if (seal) await pipeline(Readable.from(lines()), createGzip(), seal, out);
        else await pipeline(Readable.from(lines()), createGzip(), out);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await rename(partial, file);
    return report;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The backup's lines, read through its decryption (when sealed) and gzip. Any fault of the file
 * underneath (a gzip stream cut short, a frame that fails its tag) ends the reading with a
 * BackupError, which the restore's transaction turns into "nothing restored".
 */
async function* linesOf(file: string, passphrase: string | undefined): AsyncGenerator<string> {
  const text = new PassThrough();
  if (passphrase === undefined) pipe(createReadStream(file), createGunzip(), text, () => undefined);
  else pipe(createReadStream(file), decryptor(passphrase), createGunzip(), text, () => undefined);
  const decoder = new StringDecoder('utf8');
  let pieces: string[] = [];
  try {
    for await (const chunk of text) {
      const part = decoder.write(chunk as Buffer);
      let start = 0;
      for (let at = part.indexOf('\n'); at >= 0; at = part.indexOf('\n', start)) {
        pieces.push(part.slice(start, at));
        yield pieces.join('');
        pieces = [];
        start = at + 1;
      }
      if (start < part.length) pieces.push(part.slice(start));
    }
  } catch (error) {
    throw error instanceof BackupError ? error : new BackupError(INCOMPLETE);
  } finally {
    text.destroy();
  }
  pieces.push(decoder.end());
  if (pieces.join('') !== '') yield pieces.join('');
}

/** Whether the file is sealed, and whether that agrees with the passphrase given. */
async function checkSealing(file: string, passphrase: string | undefined): Promise<void> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`${file} cannot be read (${error.code ?? error.message}).`);
  });
  let sealed: boolean;
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    sealed = isSealed(head.subarray(0, bytesRead));
    // Neither sealed nor gzip (its first two bytes).
    if (!sealed && !(head[0] === 0x1f && head[1] === 0x8b)) throw new BackupError('This file is not a Ladder backup.');
  } finally {
    await handle.close();
  }
  if (sealed && passphrase === undefined)
    throw new BackupError('This backup is encrypted: set LADDER_BACKUP_PASSPHRASE to restore it.');
  // A plain file where a sealed one is expected could have been put in its place: refused.
  if (!sealed && passphrase !== undefined)
    throw new BackupError(
      'This backup is not encrypted, but LADDER_BACKUP_PASSPHRASE is set: unset it to restore a plain backup.',
    );
}

function parseLine(line: string, number: number): unknown[] {
  try {
    const value: unknown = JSON.parse(line);
    if (Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw new BackupError(`line ${number} of the backup is not a Ladder backup record`);
}

/**
 * Restores a backup into a migrated database that has no members yet and an empty media store,
 * in one transaction: foreign keys are checked at its end (rows come table by table, and some
 * tables point at each other), the triggers that keep counters are off (the counters come with
 * the rows), and the reference data seeded at start gives way to the backup's. On any failure
 * the database is left as it was and the media files written so far are removed.
 */
export async function restore(
  db: Db,
  media: MediaStore,
  file: string,
  { passphrase }: BackupOptions = {},
): Promise<BackupReport> {
  await checkSealing(file, passphrase);
  const [{ has_members } = { has_members: true }] = await queryRows<{ has_members: boolean }>(
    db,
    sql`select exists (select 1 from users) as has_members`,
  );
  if (has_members) throw new BackupError('The database already has members: restore needs an empty database.');
  for await (const objects of media.list())
    if (objects.length > 0) throw new BackupError('The media store is not empty: restore needs an empty one.');

  const written: string[] = [];
  const lines = linesOf(file, passphrase);
  try {
    return await db.transaction(async (tx) => {
      const tables = await tablesOf(tx);
      const keys = await queryRows<{ tbl: string; name: string }>(
        tx,
        sql`select conrelid::regclass::text as tbl, conname as name from pg_constraint
            where contype = 'f' and connamespace = 'public'::regnamespace and not condeferrable`,
      );
      for (const key of keys)
        await tx.execute(
          raw(`alter table ${key.tbl} alter constraint ${ident(key.name)} deferrable initially deferred`),
        );
      for (const table of tables.keys()) await tx.execute(raw(`alter table ${ident(table)} disable trigger user`));
      await tx.execute(raw(`truncate ${[...tables.keys()].map(ident).join(', ')}`));

      const report: BackupReport = { tables: {}, media: 0 };
      let current: { table: string; columns: string[] } | undefined;
      let batch: string[] = [];
      const flush = async () => {
        if (!current || batch.length === 0) return;
        const columns = current.columns.map(ident).join(', ');
        await tx.execute(
          sql`insert into ${raw(ident(current.table))} (${raw(columns)}) overriding system value
              select ${raw(columns)} from json_populate_recordset(null::${raw(ident(current.table))}, ${`[${batch.join(',')}]`}::json)`,
        );
        report.tables[current.table] = (report.tables[current.table] ?? 0) + batch.length;
        batch = [];
      };

      let number = 0;
      let end: BackupReport | undefined;
      for await (const line of lines) {
        number += 1;
        if (number === 1) {
          const [format, version, header] = parseLine(line, number) as [unknown, unknown, { migrations?: unknown }];
          if (format !== FORMAT || version !== VERSION) throw new BackupError('This file is not a Ladder backup.');
          if (JSON.stringify(header?.migrations) !== JSON.stringify(await migrationsOf(tx)))
            throw new BackupError(
              'The backup was made by another version of Ladder (other migrations): restore it with that version.',
            );
          continue;
        }
        if (line.startsWith('["row",')) {
          batch.push(line.slice('["row",'.length, -1));
          if (batch.length === PAGE) await flush();
          continue;
        }
        await flush();
        const [kind, ...fields] = parseLine(line, number);
        if (kind === 'table') {
          const [table, columns] = fields as [string, string[]];
          const known = tables.get(table);
          if (!known || !Array.isArray(columns) || columns.some((column) => !known.includes(column)))
            throw new BackupError(`The backup's table ${String(table)} does not match this database.`);
          current = { table, columns };
          report.tables[table] = 0;
        } else if (kind === 'sequence') {
          const [name, value, isCalled] = fields as [string, string, boolean];
          await tx.execute(sql`select setval(${ident(name)}::regclass, ${value}::bigint, ${isCalled})`);
        } else if (kind === 'media') {
          const [key, data] = fields as [string, string];
          await media.put(key, Buffer.from(data, 'base64'), contentTypeOf(key));
          written.push(key);
          report.media += 1;
        } else if (kind === 'end') {
          end = fields[0] as BackupReport;
        } else throw new BackupError(`line ${number} of the backup is not a Ladder backup record`);
      }
      if (!end || JSON.stringify(end) !== JSON.stringify(report)) throw new BackupError(INCOMPLETE);

      await tx.execute(raw('set constraints all immediate'));
      for (const key of keys)
        await tx.execute(raw(`alter table ${key.tbl} alter constraint ${ident(key.name)} not deferrable`));
      for (const table of tables.keys()) await tx.execute(raw(`alter table ${ident(table)} enable trigger user`));
      return report;
    });
  } catch (error) {
    await media.delete(written).catch(() => undefined);
    throw error;
  } finally {
    await lines.return(undefined);
  }
}
