import type { DataExport } from '@ladder/shared/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import { zipSync, strToU8 } from 'fflate';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { MediaStore } from '../../storage/media-store';
import { photoObjectKeys } from '../../storage/photo-keys';
import { dataExportRepository as exports, EXPORT_PARTS, type ExportRow } from './data-export.repository';
import type { Actor } from './actor';

/** An export that failed this many times is given up (the member may ask again). */
const MAX_ATTEMPTS = 3;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const toAnswer = (row: ExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  size: row.size,
  created_at: iso(row.created_at) ?? '',
  ready_at: iso(row.ready_at),
});

/**
 * A member's download of their data (Vietnam's Personal Data Protection Law, issue 21): asked for,
 * built in the background into one zip (JSON documents and their photos and videos), announced
 * by mail and offered in the app. Several instances may build at once: each claims an export
 * with SKIP LOCKED; one left pending by a crash is built by the hourly work.
 */
export function createDataExportService(deps: {
  db: Db;
  media: MediaStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { db, media, mailer, log } = deps;
  let running: Promise<void> = Promise.resolve();

  async function archive(tx: DbOrTx, userId: string): Promise<Uint8Array> {
    const files: Record<string, Uint8Array> = {};
    for (const part of EXPORT_PARTS)
      files[`${part}.json`] = strToU8(JSON.stringify(await exports.part(tx, part, userId), null, 2));
    const keys = (await exports.mediaKeys(tx, userId)).flatMap((key) =>
      key.startsWith('users/') ? photoObjectKeys(key).slice(0, 1) : [key],
    );
    for (const key of keys) files[`media/${key}`] = await media.get(key);
    // Photos and videos are compressed already; only the JSON is worth deflating.
    return zipSync(files, { level: 6 });
  }

  /**
   * Builds pending exports, one transaction each, until none is left. A build that fails leaves
   * its export pending for the next pass (the hourly work), and is given up after MAX_ATTEMPTS.
   */
  async function buildPending(): Promise<void> {
    for (;;) {
      const outcome = await db.transaction(async (tx) => {
        const row = await exports.claimPending(tx);
        if (!row) return 'none';
        let zip: Uint8Array;
        try {
          zip = await archive(tx, row.user_id);
        } catch (err) {
          log.error({ err, exportId: row.id }, 'a data export could not be built');
          if (row.attempts < MAX_ATTEMPTS) return 'retry later';
          await exports.finish(tx, row.id, null);
          return 'failed';
        }
        await exports.finish(tx, row.id, zip);
        await exports.dropOlder(tx, row.user_id, row.id);
        await mailer.enqueue(
          renderMail({
            language: row.language,
            to: row.email,
            name: row.name,
            subject: 'mail.export_subject',
            body: 'mail.export_body',
            action: { label: 'mail.export_button', url: `${deps.publicUrl}/me/download-data` },
          }),
          tx,
        );
        return 'built';
      });
      if (outcome === 'built') mailer.wake();
      if (outcome === 'none' || outcome === 'retry later') return;
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

    async download(actor: Actor): Promise<Uint8Array> {
      const zip = await exports.archiveOf(db, actor.id);
      if (!zip) throw new AppError('NOT_FOUND');
      return zip;
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
