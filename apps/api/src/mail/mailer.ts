import { sql } from 'drizzle-orm';
import { uuidArray } from '../db/arrays';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage, MailTransport } from './transports';
import { errorMessage } from '../lib/log-redaction';
import { createQueueDrain } from '../lib/queue-drain';
import { limitRows } from '../db/keyset';

export type { MailMessage } from './transports';

/**
 * Mail goes through an outbox table (docs/decisions/0021): `enqueue` writes the message in the
 * caller's transaction, so it commits with the token it announces and survives a crash or a
 * restart; a worker in every instance claims due rows (one instance each, SKIP LOCKED), hands
 * them to the transport, retries with backoff and deletes what was sent. The HTTP answer never
 * waits for (or reveals, by its timing) a delivery.
 */
export interface Mailer {
  enqueue(message: MailMessage, tx?: DbOrTx): Promise<void>;
  /** Looks at the outbox now: a transaction that wrote mail has just committed. */
  wake(): void;
  /**
   * Runs `work`, which queues mail, without the caller waiting for it (work done after an answer
   * is sent, so its time tells nothing). `idle` and `close` wait for it; a failure is logged.
   */
  later(work: () => Promise<void>): void;
  /** Resolves once no mail is due (nor about to be queued by `later`): each one was handed over, or failed and waits for its retry. */
  idle(): Promise<void>;
  /** Stops claiming mail; what is not sent yet waits in the outbox for the next start. */
  close(): Promise<void>;
  /** How many mails wait in the outbox, due or retrying (for /metrics). */
  pending(): Promise<number>;
}

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  action_url: string | null;
  list_unsubscribe: string | null;
  attempts: number;
}

/** Mails claimed at once, how often the outbox is looked at, and retries. */
const BATCH = 10;
const POLL_MS = 2000;
export const MAX_ATTEMPTS = 10;
/** The wait before attempt n+1: 5 s, 10 s, 20 s… at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);

/** A delivery error without the addresses SMTP servers echo back, nor a statement's parameters. */
const redacted = (err: unknown) =>
  (err instanceof Error ? errorMessage(err) : 'delivery failed')
    .replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]')
    .slice(0, 500);

export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** How long a claim holds (MAIL_LEASE_SECONDS): a mail claimed by an instance that died goes after it. */
  leaseSeconds: number;
}): Mailer {
  const { db, transport, from, log, leaseSeconds } = deps;
  const queuing = new Set<Promise<void>>();

  /** Claims the due mail not claimed by another instance, with a lease in case this one dies. */
  const claim = () =>
    queryRows<OutboxRow>(
      db,
      sql`update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
          where id in (select id from mail_outbox
                       where status = 'pending' and next_attempt_at <= now()
                         and (locked_until is null or locked_until < now())
                       order by next_attempt_at ${limitRows(BATCH)} for update skip locked)
          returning id, to_address, subject, text_body, html_body, action_url, list_unsubscribe, attempts`,
    );

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      const where = await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        actionUrl: row.action_url ?? undefined,
        listUnsubscribe: row.list_unsubscribe ?? undefined,
      });
      await db.execute(sql`delete from mail_outbox where id = ${row.id}::uuid`);
      // No address in a log line: the subject says which mail it was.
      log.info({ subject: row.subject }, `mail sent: ${where}`);
    } catch (err) {
      const isLast = row.attempts >= MAX_ATTEMPTS;
      await db.execute(
        sql`update mail_outbox set locked_until = null, last_error = ${redacted(err)},
              status = ${isLast ? 'failed' : 'pending'},
              next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})
            where id = ${row.id}::uuid`,
      );
      const fields = { subject: row.subject, attempts: row.attempts, error: redacted(err) };
      if (isLast) log.error(fields, 'mail delivery failed for good');
      else log.warn(fields, 'mail delivery failed, will retry');
    }
  }

  /**
   * Extends the lease of the claimed mail not handed over yet, a third of the lease before it
   * ends: a slow SMTP server must not let another instance (or this one's next pass) claim a
   * mail still being sent, and send a second copy. Only a dead instance's claims run out
   * (docs/decisions/0032-mail-claims-renewed-while-sending.md). A row whose attempt just failed
   * (`locked_until` null) or was sent (deleted) is left alone.
   */
  function keepClaimed(held: Set<string>): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        if (held.size === 0) return;
        void db
          .execute(
            sql`update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds})
                where id = any(${uuidArray([...held])}) and locked_until is not null`,
          )
          .catch(() => undefined);
      },
      (leaseSeconds * 1000) / 3,
    );
    timer.unref();
    return timer;
  }

  /** One pass over the due mail; how many were claimed. */
  async function runOnce(): Promise<number> {
    // RETURNING keeps no order: ids are UUID v7, so sorting them sends mail in the order written.
    const rows = (await claim()).sort((a, b) => (a.id < b.id ? -1 : 1));
    const held = new Set(rows.map((row) => row.id));
    const renewing = keepClaimed(held);
    try {
      for (const row of rows) {
        await deliver(row);
        held.delete(row.id);
      }
    } finally {
      clearInterval(renewing);
    }
    return rows.length;
  }

  // Passes until nothing due is left, every POLL_MS and when mail is written (lib/queue-drain.ts).
  const queue = createQueueDrain({
    runOnce,
    batch: BATCH,
    pollMs: POLL_MS,
    onError: (err) => log.error({ error: redacted(err) }, 'mail outbox unavailable'),
  });

  return {
    async pending() {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from mail_outbox where status = 'pending'`,
      );
      return row?.count ?? 0;
    },
    async enqueue(message, tx = db) {
      await tx.insert(mailOutbox).values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        action_url: message.actionUrl ?? null,
        list_unsubscribe: message.listUnsubscribe ?? null,
      });
      // Sent at once when it was written outside a transaction; otherwise by the next pass.
      if (tx === db) void queue.drain();
    },
    wake() {
      void queue.drain();
    },
    later(work) {
      const queued = work()
        .catch((err: unknown) => log.error({ error: redacted(err) }, 'mail not queued'))
        .finally(() => queuing.delete(queued));
      queuing.add(queued);
    },
    async idle() {
      while (queuing.size > 0) await Promise.all(queuing);
      await queue.idle();
    },
    async close() {
      while (queuing.size > 0) await Promise.all(queuing);
      await queue.close();
      await transport.close();
    },
  };
}
