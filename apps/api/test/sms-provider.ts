import { createServer } from 'node:http';

export interface ReceivedSms {
  to: string;
  text: string;
  /** The 6-digit code the text carries, if any. */
  code: string | undefined;
}

/**
 * A real HTTP server on loopback standing in for the SMS provider (docs/api/phone.md, "The SMS
 * provider"): it takes `POST {to, text}` with the bearer token it was given and keeps each
 * message. `failing` makes it answer 502 without keeping anything, as a provider that is down.
 */
export async function startSmsProvider(token = 'sms-test-token-0123456789') {
  const messages: ReceivedSms[] = [];
  const state = { failing: false, unauthorized: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${token}`) {
        state.unauthorized += 1;
        return response.writeHead(401).end();
      }
      if (
        state.failing ||
        request.method !== 'POST' ||
        !request.headers['content-type']?.startsWith('application/json')
      )
        return response.writeHead(state.failing ? 502 : 400).end();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
      messages.push({ to: body.to, text: body.text, code: /\b(\d{6})\b/.exec(body.text)?.[1] });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    token,
    messages,
    state,
    /** Messages sent to one number (E.164), oldest first. */
    to(phone: string): ReceivedSms[] {
      return messages.filter((message) => message.to === phone);
    },
    /** The code of the last message sent to a number. */
    lastCode(phone: string): string {
      const code = this.to(phone).at(-1)?.code;
      if (!code) throw new Error(`no code sent to ${phone}; messages went to: ${messages.map((m) => m.to).join(', ')}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsProvider = Awaited<ReturnType<typeof startSmsProvider>>;
