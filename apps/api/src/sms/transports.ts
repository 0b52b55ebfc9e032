import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  /** E.164, `+84…`. */
  to: string;
  text: string;
}

/**
 * Hands one SMS over for delivery; resolves with where it went (never the number), rejects
 * when the provider did not take it. The caller answers 503 then (docs/api/phone.md).
 */
export interface SmsTransport {
  send(message: SmsMessage): Promise<string>;
}

/** The provider answered, but not with a 2xx: its status, never its body. */
export class SmsRefusedError extends Error {
  constructor(status: number) {
    super(`SMS provider answered ${status}`);
    this.name = 'SmsRefusedError';
  }
}

/** How long a provider may take to accept a message before the request gives up on it. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * An HTTP SMS provider (SMS_URL, SMS_TOKEN): `POST {to, text}` as JSON with a bearer token; any
 * 2xx means it took the message (docs/api/phone.md, "The SMS provider"). The provider's answer
 * is never logged or returned: it may echo the number or the text, which holds the code.
 */
export function httpSmsTransport(url: string, token: string): SmsTransport {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new SmsRefusedError(response.status);
      return `sms provider ${response.status}`;
    },
  };
}

/** The embedded default for development: each SMS becomes a text file under DATA_DIR/sms-outbox. */
export function fileSmsTransport(dir: string): SmsTransport {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600 });
      return file;
    },
  };
}
