import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail asks the reader to follow, if any. */
  actionUrl?: string;
}

/**
 * Sends mail in the background: the HTTP answer never waits for (or reveals, by
 * its timing) a delivery. `idle()` resolves when everything queued was handed over.
 */
export interface Mailer {
  enqueue(message: MailMessage): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Deliver = (message: MailMessage & { from: string }) => Promise<string>;

/** A delivery error without the recipients SMTP servers echo back (nodemailer's `rejected`, `envelope`...). */
function redactedError(err: unknown) {
  if (!(err instanceof Error)) return { message: 'mail delivery failed' };
  const code = (err as { code?: unknown }).code;
  return { name: err.name, message: err.message.replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]'), code };
}

function backgroundMailer(deliver: Deliver, from: string, logger: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message) {
      const job = deliver({ ...message, from })
        // No address in a log line: the subject says which mail it was.
        .then((where) => logger.info({ subject: message.subject }, `mail sent: ${where}`))
        .catch((err: unknown) =>
          logger.error({ err: redactedError(err), subject: message.subject }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
    },
  };
}

/** The embedded default: each message becomes an .eml file under DATA_DIR/outbox. */
export function outboxMailer(dir: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return backgroundMailer(
    async (message) => {
      const { actionUrl, ...rest } = message;
      // The link's token also goes into a short header, unencoded and unfolded, so a developer can grep it.
      const token = actionUrl ? new URL(actionUrl).searchParams.get('token') : null;
      const info = await transport.sendMail({ ...rest, ...(token ? { headers: { 'X-Ladder-Token': token } } : {}) });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    from,
    logger,
  );
}

/** Real mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(url: string, from: string, logger: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  const mailer = backgroundMailer(
    async ({ actionUrl: _link, ...message }) => {
      const info = await transport.sendMail(message);
      return `smtp ${info.messageId}`;
    },
    from,
    logger,
  );
  return {
    ...mailer,
    async close() {
      await mailer.idle();
      transport.close();
    },
  };
}
