import { randomBytes } from 'node:crypto';
import { bootstrap } from '../bootstrap';
import { backup, BackupError, restore, type BackupReport } from './backup';
import { ConfigError, loadConfig } from '../config';
import { errorText } from '../lib/log-redaction';
import { emailSchema } from './email';
import { createSuperuser } from './superuser';
import { createMediaStore } from '../storage/media-store';
import { sweepOrphanMedia } from '../storage/media-sweep';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  create-superuser EMAIL [--name NAME]
      Makes EMAIL an active superuser. A new account's password, or that of an
      account still waiting for activation (which is reset: its links stop working),
      is read from LADDER_SUPERUSER_PASSWORD, or generated and printed once.
  seed-reference
      Applies migrations and the reference data (it also runs at every start).
  sweep-media [--grace-minutes N]
      Removes stored media files that no post or member names any more, once
      they are N minutes old (60 by default; it also runs at every start).
  backup FILE
      Writes every table (one consistent snapshot) and every media file (local
      or S3) to FILE, a gzip'd JSON-lines archive readable by its owner only,
      without sessions, one-time links or unsent mail (docs/operations.md).
      With LADDER_BACKUP_PASSPHRASE set (12+ characters), FILE is encrypted.
  restore FILE
      Restores FILE into an empty database and an empty media store, all or
      nothing. Stop the servers first; use the Ladder version that made FILE.
      An encrypted FILE needs the LADDER_BACKUP_PASSPHRASE it was made with.`;

const summary = (report: BackupReport) =>
  `${Object.values(report.tables).reduce((sum, rows) => sum + rows, 0)} rows in ${Object.keys(report.tables).length} tables, ${report.media} media files`;

/** The command-line entry point: like server.ts, it reads the environment itself. */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig(process.env);
  if (command === 'seed-reference') {
    const { database } = await bootstrap(config);
    await database.close();
    console.log('Reference data is up to date.');
    return 0;
  }
  if (command === 'sweep-media') {
    const graceIndex = args.indexOf('--grace-minutes');
    const minutes = graceIndex >= 0 ? Number(args[graceIndex + 1]) : 60;
    if (!Number.isFinite(minutes) || minutes < 0) {
      console.error(`--grace-minutes takes a number of minutes.\n\n${USAGE}`);
      return 1;
    }
    const { database } = await bootstrap(config);
    try {
      const media = createMediaStore(config);
      const log = {
        info: () => undefined,
        error: (fields: { err?: unknown }, message: string) =>
          console.error(message, { ...fields, err: errorText(fields.err) }),
      };
      const result = await sweepOrphanMedia({
        db: database.db,
        media,
        log: log as unknown as Parameters<typeof sweepOrphanMedia>[0]['log'],
        graceMs: minutes * 60_000,
      });
      console.log(`Checked ${result.checked} stored files, removed ${result.removed} that nothing names.`);
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'backup' || command === 'restore') {
    const file = args[0];
    if (!file) {
      console.error(`${command} takes a FILE.\n\n${USAGE}`);
      return 1;
    }
    const { database } = await bootstrap(config);
    try {
      const media = createMediaStore(config);
      // Set and not empty: an empty value is a mistake, not a wish for a plain backup.
      const sealing = { passphrase: process.env.LADDER_BACKUP_PASSPHRASE || undefined };
      if (command === 'backup') {
        const report = await backup(database.db, media, file, sealing);
        console.log(`Backed up ${summary(report)} to ${file}${sealing.passphrase ? ', encrypted' : ''}.`);
      } else console.log(`Restored ${summary(await restore(database.db, media, file, sealing))} from ${file}.`);
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      console.error(error.message);
      return 1;
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'create-superuser') {
    const parsed = emailSchema.safeParse(args[0] ?? '');
    if (!parsed.success) {
      console.error(`A valid email is required.\n\n${USAGE}`);
      return 1;
    }
    const nameIndex = args.indexOf('--name');
    const name = nameIndex >= 0 ? args[nameIndex + 1] : undefined;
    const { database } = await bootstrap(config);
    try {
      const password = process.env.LADDER_SUPERUSER_PASSWORD ?? `${randomBytes(12).toString('base64url')}#A1a`;
      const result = await createSuperuser(database.db, { email: parsed.data, name, password });
      if (result === 'promoted') console.log(`${parsed.data} is now an active superuser (password unchanged).`);
      else if (result === 'reset')
        console.log(
          `${parsed.data} was still waiting for activation: it is now an active superuser, its earlier links and password no longer work${process.env.LADDER_SUPERUSER_PASSWORD ? '' : `, and its password is: ${password}\nKeep it safe: it is not shown again.`}`,
        );
      else
        console.log(
          `Created superuser ${parsed.data}${process.env.LADDER_SUPERUSER_PASSWORD ? '' : ` with password: ${password}\nKeep it safe: it is not shown again.`}`,
        );
    } finally {
      await database.close();
    }
    return 0;
  }
  console.error(`Unknown command "${command}".\n\n${USAGE}`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : errorText(error));
    process.exit(1);
  },
);
