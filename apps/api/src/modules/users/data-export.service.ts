import type { DataExport } from '@ladder/shared/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8 } from 'fflate';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { writeZipFile, ZipTooLargeError, type ZipEntry } from '../../lib/zip-file';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { MediaStore } from '../../storage/media-store';
import { photoObjectKeys } from '../../storage/photo-keys';
import {
  CLAIM_LEASE_SECONDS,
  dataExportRepository as exports,
  EXPORT_PARTS,
  type ClaimedExport,
  type ExportRow,
} from './data-export.repository';
import type { Actor } from './actor';
import { isoOrNull } from '../../lib/iso';

/** An export that failed this many times is given up (the member may ask again). */
const MAX_ATTEMPTS = 3;
/** How often a build renews its claim: well within the lease. */
const RENEW_MS = 60_000;

/** The build's claim was taken from it (the member was erased, or it outlived its lease). */
class ClaimLost extends Error {}

/** A stored file that is not there (local store, S3). */
const isMissing = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ENOENT' || (error as { name?: string } | null)?.name === 'NoSuchKey';

const toAnswer = (row: ExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  size: row.size,
  created_at: isoOrNull(row.created_at) ?? '',
  ready_at: isoOrNull(row.ready_at),
});

/**
 * A member's download of their data (Vietnam's Personal Data Protection Law, issue 21): asked for,
 * built in the background into one zip (JSON documents and their photos and videos), announced
 * by mail and offered in the app. The zip is written as a stream to a file under `tmpDir`, then
 * put in the media store; no transaction is open meanwhile (docs/decisions/0039). Several
 * instances may build at once: each claims an export with SKIP LOCKED and a lease; one a crash
 * left claimed is built again by the hourly work once its lease is over.
 */
export function createDataExportService(deps: {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where archives are written before they are stored (under DATA_DIR). */
  tmpDir: string;
}) {
  const { db, media, mailer, log, tmpDir } = deps;
  let running: Promise<void> = Promise.resolve();

  /** The archive's files: the JSON documents (read from one snapshot), then each stored file in turn. */
  async function* entries(claim: ClaimedExport): AsyncGenerator<ZipEntry> {
    const { docs, keys } = await db.transaction(
      async (tx) => {
        const read: [string, unknown][] = [];
        for (const part of EXPORT_PARTS) read.push([part, await exports.part(tx, part, claim.user_id)]);
        return { docs: read, keys: await exports.mediaKeys(tx, claim.user_id) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const [part, doc] of docs) yield { name: `${part}.json`, bytes: strToU8(JSON.stringify(doc, null, 2)) };
    let renewedAt = Date.now();
    // A photo's large size stands for both; a certificate's or evidence's file is its own key.
    for (const key of keys.map((k) => photoObjectKeys(k)[0] ?? k)) {
      if (Date.now() - renewedAt > RENEW_MS) {
        if (!(await exports.renew(db, claim))) throw new ClaimLost();
        renewedAt = Date.now();
      }
      yield { name: `media/${key}`, stream: (await media.getStream(key)).body };
    }
  }

  /** Archives a crash left in `tmpDir` (untouched for a lease: no build of this or another instance writes them). */
  async function removeStaleFiles() {
    const names = await readdir(tmpDir).catch(() => []);
    for (const name of names) {
      const file = path.join(tmpDir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > CLAIM_LEASE_SECONDS * 1000) await rm(file, { force: true });
    }
  }

  /**
   * The claim went to another build (its file is another key) or with the member: then their
   * folder goes too, which storing this archive made again.
   */
  async function lost(claim: ClaimedExport, key: string): Promise<'lost'> {
    await media.delete([key]);
    if (await exports.memberGone(db, claim.user_id)) await media.deleteFolder(`users/${claim.user_id}`);
    return 'lost';
  }

  /**
   * Builds one claimed export outside any transaction, then in one short transaction marks it
   * ready, drops the member's older archive and queues the mail, unless the claim was lost
   * meanwhile (the member erased): then the stored archive is removed, and no mail goes.
   */
  async function build(claim: ClaimedExport): Promise<'built' | 'failed' | 'retry later' | 'lost'> {
    const key = `users/${claim.user_id}/exports/${randomUUID()}.zip`;
    const file = path.join(tmpDir, `${randomUUID()}.zip`);
    let size: number;
    try {
      await mkdir(tmpDir, { recursive: true });
      size = await writeZipFile(file, entries(claim));
      await media.putFile(key, file, 'application/zip');
    } catch (err) {
      if (err instanceof ClaimLost) return lost(claim, key);
      log.error({ err, exportId: claim.id }, 'a data export could not be built');
      // Too big is too big the next time as well.
      const giveUp = claim.attempts >= MAX_ATTEMPTS || err instanceof ZipTooLargeError;
      await exports.finish(db, claim, { failed: true, giveUp });
      return giveUp ? 'failed' : 'retry later';
    } finally {
      await rm(file, { force: true });
    }
    const older = await db
      .transaction(async (tx) => {
        if (!(await exports.finish(tx, claim, { key, size }))) return null;
        const dropped = await exports.dropOlder(tx, claim.user_id, claim.id);
        await mailer.enqueue(
          renderMail({
            language: claim.language,
            to: claim.email,
            name: claim.name,
            subject: 'mail.export_subject',
            body: 'mail.export_body',
            action: { label: 'mail.export_button', url: `${deps.publicUrl}/me/download-data` },
          }),
          tx,
        );
        return dropped;
      })
      .catch(async (error: unknown) => {
        await media.delete([key]).catch(() => undefined);
        throw error;
      });
    if (older === null) return lost(claim, key);
    await media.settle([key]);
    // One that cannot be removed now is named by no row: the orphan sweep removes it later.
    await media.delete(older).catch((err: unknown) => log.error({ err, keys: older }, 'an old export stayed stored'));
    return 'built';
  }

  /**
   * Builds pending exports until none is left. A build that fails leaves its export pending for
   * the next pass (the hourly work), and is given up after MAX_ATTEMPTS.
   */
  async function buildPending(): Promise<void> {
    await removeStaleFiles();
    for (;;) {
      const claim = await exports.claimPending(db);
      if (!claim) return;
      const outcome = await build(claim);
      if (outcome === 'built') mailer.wake();
      if (outcome === 'retry later') return;
    }
  }

  /** Starts a pass now unless one runs; its errors are logged, never thrown at a request. */
  function kick() {
    running = running.then(buildPending).catch((err: unknown) => log.error({ err }, 'building data exports failed'));
  }

  return {
    /** Asks for an archive; one still being built is answered instead of a second. */
    async request(actor: Actor): Promise<DataExport> {
      const pending = () => exports.pendingOf(db, actor.id);
      let row = await pending();
      if (!row) {
        try {
          row = await exports.insert(db, actor.id);
        } catch (error) {
          // A request racing this one inserted it first: answer theirs.
          if (!isUniqueViolation(error, 'data_exports_one_pending_key')) throw error;
          row = await pending();
          if (!row) throw error;
        }
      }
      kick();
      return toAnswer(row);
    },

    async latest(actor: Actor): Promise<DataExport | null> {
      const row = await exports.latestOf(db, actor.id);
      return row ? toAnswer(row) : null;
    },

    /** The newest ready archive as a stream, with its length. */
    async download(actor: Actor): Promise<{ body: Readable | Buffer; size: number }> {
      const row = await exports.archiveOf(db, actor.id);
      // A row an earlier release built holds its bytes (docs/decisions/0039).
      if (row?.archive) return { body: Buffer.from(row.archive), size: row.archive.byteLength };
      if (!row?.archive_key) throw new AppError('NOT_FOUND');
      try {
        return await media.getStream(row.archive_key);
      } catch (err) {
        if (!isMissing(err)) throw err;
        log.error({ err, key: row.archive_key }, 'a ready data export has no stored file');
        throw new AppError('NOT_FOUND');
      }
    },

    /** The hourly work: exports a crash left pending. */
    buildPending: () => {
      kick();
      return running;
    },

    /** Waits for the pass in progress (the app's close). */
    idle: () => running,
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
