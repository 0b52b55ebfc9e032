import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** nodemailer is loaded with the first mail, not at start (docs/operations.md, "A compiled server"). */
const mailer = () => import('nodemailer').then((module) => module.default);

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail asks the reader to follow, if any. */
  actionUrl?: string | undefined;
  /** A one-click unsubscribe link (RFC 8058): sent as the List-Unsubscribe headers. */
  listUnsubscribe?: string | undefined;
}

/** The headers of a mail one may stop in one click, from its mail client (RFC 2369, RFC 8058). */
const unsubscribeHeaders = (url: string | undefined): Record<string, string> =>
  url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

/** Hands one message over for delivery; resolves with where it went (never an address). */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<string>;
  close(): Promise<void>;
}

/** The embedded default: each message becomes an .eml file under DATA_DIR/outbox. */
export function outboxTransport(dir: string): MailTransport {
  const transport = mailer().then((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const { actionUrl, listUnsubscribe, ...rest } = message;
      // The link's token also goes into a short header, unencoded and unfolded, so a developer can grep it.
      const token = actionUrl ? new URL(actionUrl).searchParams.get('token') : null;
      const headers = { ...unsubscribeHeaders(listUnsubscribe), ...(token ? { 'X-Ladder-Token': token } : {}) };
      const info = await (await transport).sendMail({ ...rest, headers });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    async close() {},
  };
}

/** Real mail through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(url: string): MailTransport {
  const transport = mailer().then((nodemailer) => nodemailer.createTransport(url));
  return {
    async send({ actionUrl: _link, listUnsubscribe, ...message }) {
      const info = await (await transport).sendMail({ ...message, headers: unsubscribeHeaders(listUnsubscribe) });
      return `smtp ${info.messageId}`;
    },
    async close() {
      (await transport).close();
    },
  };
}
