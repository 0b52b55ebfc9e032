import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, randomIp, uniqueEmail } from '../../test/helper';
import { createLoggedApp, type LoggedApp } from '../../test/logged-app';
import type { Mailbox } from '../../test/mailbox';

let logged: LoggedApp;
let app: FastifyInstance;
let mailbox: Mailbox;
let lines: string[];

beforeAll(async () => {
  logged = await createLoggedApp();
  ({ app, mailbox, lines } = logged);
});
afterAll(async () => logged.close());

describe('16. no secret or address in a log line', () => {
  it('tokens and addresses in paths and query strings, and mail recipients, never reach the log', async () => {
    const email = uniqueEmail('logged');
    const token = 'SeCrEtToKeN1234567890abcdefghijklmnop';
    const remoteAddress = randomIp();
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: { name: 'Log', email, password: PASSWORD, consent: true },
      remoteAddress,
    });
    await app.inject({
      method: 'POST',
      url: `/api/v1/new-account/${token}`,
      payload: { password: PASSWORD },
      remoteAddress,
    });
    await app.inject({ method: 'POST', url: `/api/v1/password-recovery/${encodeURIComponent(email)}`, remoteAddress });
    await app.inject({ method: 'POST', url: `/api/v1/email-change/${token}?token=${token}`, remoteAddress });
    await app.inject({
      method: 'GET',
      url: `/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
      remoteAddress,
    });
    await app.mailer.idle();
    expect(mailbox.to(email).length).toBeGreaterThan(0);

    expect(lines.some((line) => line.includes('/api/v1/new-account/[redacted]'))).toBe(true);
    const leaks = lines.filter(
      (line) =>
        line.includes(token) ||
        line.toLowerCase().includes(email.toLowerCase()) ||
        line.includes(encodeURIComponent(email)),
    );
    expect(leaks).toEqual([]);
  });
});
