import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@ladder/shared/constants';
import type { PushPayload } from '@ladder/shared/schemas/push';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { errorMessage } from '../../lib/log-redaction';
import { checkPushEndpoint } from './endpoint-check';
import { pushRepository, type ClaimedPush } from './push.repository';
import type { VapidKeys } from './vapid';
import { createQueueDrain } from '../../lib/queue-drain';

/** Pushes claimed at once, how often the queue is looked at, the lease, retries and a push's life. */
const BATCH = 20;
const POLL_MS = 2000;
const LEASE_SECONDS = 60;
export const PUSH_MAX_ATTEMPTS = 5;
/** A push service keeps an undelivered push this long for a phone that is off (TTL). */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;
const retryDelaySeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(0, attempts - 1), 3600);

export interface PushSender {
  /** Looks at the queue now (a transaction that notified has just committed). */
  wake(): void;
  /** Resolves once no push is due: each was sent, dropped, or waits for its retry. */
  idle(): Promise<void>;
  close(): Promise<void>;
  pending(): Promise<number>;
}

/**
 * Sends the queued pushes (docs/decisions/0059-installable-app-and-web-push.md): every instance
 * runs one; a push is claimed by one of them (SKIP LOCKED, with a lease) and deleted once the
 * push service took it, so it is sent once. A 404 or 410 from the push service means the browser
 * dropped the subscription: it is removed. Log lines name no endpoint (it is a bearer address).
 */
export function createPushSender(deps: {
  db: Db;
  vapid: VapidKeys;
  subject: string;
  allowPrivateEndpoints: boolean;
  log: FastifyBaseLogger;
  payloadOf: (notificationId: string, language: Language) => Promise<PushPayload | undefined>;
}): PushSender {
  const { db, vapid, subject, allowPrivateEndpoints, log, payloadOf } = deps;

  async function send(push: ClaimedPush): Promise<void> {
    const payload = push.is_live ? await payloadOf(push.notification_id, push.language) : undefined;
    if (!payload) return pushRepository.done(db, push.id);
    try {
      await checkPushEndpoint(push.endpoint, allowPrivateEndpoints);
      // The library encrypts (aes128gcm) and signs (VAPID); fetch posts it, with no redirect followed.
      const details = webpush.generateRequestDetails(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return await pushRepository.done(db, push.id);
      return await failed(push, response.status, `push service answered ${response.status}`);
    } catch (error) {
      // An endpoint whose name now points into a private network is dropped like an expired one.
      if (error instanceof AppError) return failed(push, 410, 'endpoint no longer public');
      return failed(push, undefined, error instanceof Error ? errorMessage(error).slice(0, 200) : 'push failed');
    }
  }

  /** A push not taken: 404 or 410 remove the subscription; a refusal or the last attempt drops it; else a retry. */
  async function failed(push: ClaimedPush, status: number | undefined, reason: string): Promise<void> {
    if (status === 404 || status === 410) {
      log.info({ status }, 'push subscription expired: removed');
      return pushRepository.remove(db, push.subscription_id);
    }
    if (push.attempts >= PUSH_MAX_ATTEMPTS || status === 400 || status === 403 || status === 413) {
      log.warn({ status, attempts: push.attempts, error: reason }, 'push dropped');
      return pushRepository.done(db, push.id);
    }
    log.warn({ status, attempts: push.attempts, error: reason }, 'push failed, will retry');
    await pushRepository.retry(db, push.id, retryDelaySeconds(push.attempts));
  }

  async function runOnce(): Promise<number> {
    const pushes = await pushRepository.claim(db, BATCH, LEASE_SECONDS);
    await Promise.all(pushes.map(send));
    return pushes.length;
  }

  // Passes until nothing due is left, every POLL_MS and when woken (lib/queue-drain.ts).
  const queue = createQueueDrain({
    runOnce,
    batch: BATCH,
    pollMs: POLL_MS,
    onError: (error) =>
      log.error({ error: error instanceof Error ? errorMessage(error) : 'unknown' }, 'push queue unavailable'),
  });

  return {
    wake: () => void queue.drain(),
    idle: () => queue.idle(),
    close: () => queue.close(),
    pending: () => pushRepository.pending(db),
  };
}
