import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '@ladder/shared/schemas/notifications';
import type { Page } from '@ladder/shared/schemas/posts';
import { translate } from '@ladder/shared/i18n/translate';
import { notificationLink, notificationText } from '@ladder/shared/values/notifications';
import type { Language } from '@ladder/shared/constants';
import type { PushPayload } from '@ladder/shared/schemas/push';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { mailDate, renderMail } from '../../mail/templates';
import type { Actor } from '../users/actor';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import { notificationsRepository, type NotificationRow } from './notifications.repository';
import { isoOrNull } from '../../lib/iso';

/** A plan's end is told this many days before (issue 18's "ending in 7 days"). */
export const PLAN_ENDING_DAYS = 7;

type MediaUrl = (key: string | null) => string | null;

function toNotification(row: NotificationRow, mediaUrl: MediaUrl): Notification {
  return {
    id: row.id,
    kind: row.kind,
    is_read: row.read_at !== null,
    updated_at: isoOrNull(row.updated_at) ?? '',
    actor:
      row.actor_id && row.actor_name !== null && row.actor_username !== null
        ? {
            id: row.actor_id,
            name: row.actor_name,
            username: row.actor_username,
            photo_path: mediaUrl(row.actor_photo_path),
          }
        : null,
    actor_count: row.actor_count,
    post_id: row.post_id,
    comment_id: row.comment_id,
    career_track:
      row.career_track_id && row.career_track_title !== null
        ? { id: row.career_track_id, title: row.career_track_title }
        : null,
    other_career_track:
      row.other_career_track_id && row.other_career_track_title !== null
        ? { id: row.other_career_track_id, title: row.other_career_track_title }
        : null,
    detail: row.detail,
    ends_at: isoOrNull(row.ends_at),
  };
}

/** Members whose digest is queued per transaction, and notifications listed in each. */
const DIGEST_BATCH = 100;
const DIGEST_ITEMS = 10;

/**
 * Reading, marking read, the switches and the daily digest; the rows themselves are written by
 * triggers (decision 0026).
 */
export function createNotificationsService(deps: { db: Db; mailer: Mailer; publicUrl: string; mediaUrl: MediaUrl }) {
  const { db, mailer, publicUrl, mediaUrl } = deps;
  return {
    async page(actor: Actor, input: PagingInput) {
      const size = pageSize(input.limit, NOTIFICATION_LIMITS.fallback, NOTIFICATION_LIMITS.max);
      const rows = await notificationsRepository.page(
        db,
        actor.id,
        decodeTimeCursor(input.last_evaluated_key),
        size + 1,
      );
      return toPage(
        rows,
        size,
        (row) => toNotification(row, mediaUrl),
        (row) => [row.at_key, row.id],
      ) satisfies Page<Notification>;
    },

    unread: async (actor: Pick<Actor, 'id'>) => ({ unread: await notificationsRepository.unread(db, actor.id) }),

    async markRead(actor: Actor, id: string) {
      if (!isUuid(id) || !(await notificationsRepository.markRead(db, actor.id, id)))
        throw new AppError('NOTIFICATION_NOT_FOUND');
      return { unread: await notificationsRepository.unread(db, actor.id) };
    },

    async markAllRead(actor: Actor) {
      await notificationsRepository.markAllRead(db, actor.id);
      return { unread: await notificationsRepository.unread(db, actor.id) };
    },

    async settings(actor: Actor): Promise<NotificationSettings> {
      const row = await notificationsRepository.settings(db, actor.id);
      return {
        kinds: Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, !row.kinds_off.includes(kind)]),
        ) as NotificationSettings['kinds'],
        is_digest_on: row.is_digest_on,
      };
    },

    /** Changes only what the input names. */
    async saveSettings(actor: Actor, input: NotificationSettingsInput): Promise<NotificationSettings> {
      const current = await this.settings(actor);
      const kinds = { ...current.kinds, ...input.kinds };
      await notificationsRepository.saveSettings(db, actor.id, {
        kinds_off: NOTIFICATION_KINDS.filter((kind) => kinds[kind] === false),
        is_digest_on: input.is_digest_on ?? current.is_digest_on,
      });
      return this.settings(actor);
    },

    /** A notification as a push tells it, in `language`: its sentence, its page, its group and the unread count. */
    async pushOf(id: string, language: Language): Promise<PushPayload | undefined> {
      const row = await notificationsRepository.forPush(db, id);
      if (!row) return undefined;
      const item = toNotification(row, mediaUrl);
      const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(language, key, params);
      return {
        title: 'Ladder',
        body: notificationText(item, t, (iso) => mailDate(iso, language)),
        tag: row.id,
        url: notificationLink(item),
        unread: row.unread,
      };
    },

    tellEndingPlans: () => notificationsRepository.tellEndingPlans(db, PLAN_ENDING_DAYS),

    /**
     * Queues the daily digest of each member due one (the switch on, something unread, none in
     * the last day): their newest unread notifications, in their language, through the outbox.
     * Batches until none is due; several instances may run it at once. Answers how many were queued.
     */
    async sendDigests(): Promise<number> {
      let queued = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const readers = await notificationsRepository.dueDigests(tx, DIGEST_BATCH);
          if (readers.length === 0) return 0;
          const rows = await notificationsRepository.unreadOf(
            tx,
            readers.map((reader) => reader.id),
            DIGEST_ITEMS,
          );
          for (const reader of readers) {
            const language = reader.default_language;
            const t = (key: string, params?: Readonly<Record<string, string | number>>) =>
              translate(language, key, params);
            const items = rows
              .filter((row) => row.user_id === reader.id)
              .map((row) => notificationText(toNotification(row, mediaUrl), t, (iso) => mailDate(iso, language)));
            if (reader.unread > items.length)
              items.push(t('mail.digest_more', { count: reader.unread - items.length }));
            await mailer.enqueue(
              renderMail({
                language,
                to: reader.email,
                name: reader.name,
                subject: 'mail.digest_subject',
                body: 'mail.digest_body',
                params: { count: reader.unread },
                items,
                action: { label: 'mail.digest_button', url: `${publicUrl}/notifications` },
              }),
              tx,
            );
          }
          return readers.length;
        });
        queued += batch;
        // Committed: the outbox sends them now, not at its next look.
        if (batch > 0) mailer.wake();
        if (batch < DIGEST_BATCH) return queued;
      }
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
