import { sql } from 'drizzle-orm';
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
  logged = await createLoggedApp((app) => {
    // Statements that fail on what a client sent, as a cursor's impossible date once did: the
    // value travels as a statement parameter, and PostgreSQL echoes some in its message.
    app.post<{ Body: { kind: string; value: string } }>('/test/failing-statement', async (request) => {
      const { kind, value } = request.body;
      // Outside the request's error handler: a background job logging what it caught.
      await app.database.db.execute(sql`select ${value}::date`).catch((err: unknown) => {
        app.log.error({ err }, 'background work failed');
      });
      if (kind === 'date') await app.database.db.execute(sql`select ${value}::timestamptz`);
      if (kind === 'uuid') await app.database.db.execute(sql`select ${value}::uuid`);
      if (kind === 'unique') {
        // A unique violation: PostgreSQL names the duplicate value in the error's detail.
        await app.database.db.transaction(async (tx) => {
          await tx.execute(sql`create temporary table seen (email text unique) on commit drop`);
          await tx.execute(sql`insert into seen values (${value}), (${value})`);
        });
      }
      return { ok: true };
    });
  });
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
      payload: { name: 'Log', email, password: PASSWORD, adult: true, terms: true, consent: true },
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

describe('6. no statement parameter in a log line', () => {
  it('a failed statement is logged with its SQL and code, never its parameters', async () => {
    const secret = 'Param-Secret-7Q2x';
    const values = {
      date: `2026-02-30T10:00:00Z ${secret}`,
      uuid: `${secret}-not-a-uuid`,
      unique: `${secret}@example.com`,
    };
    for (const [kind, value] of Object.entries(values)) {
      const answer = await app.inject({ method: 'POST', url: '/test/failing-statement', payload: { kind, value } });
      expect(answer.statusCode, kind).toBe(500);
    }
    const failed = lines.filter((line) => line.includes('request failed'));
    expect(failed).toHaveLength(3);
    // Still enough to find the fault: the statement's text and PostgreSQL's code.
    expect(failed[0]).toContain('select $1::timestamptz');
    expect(failed.join('\n')).toMatch(/"code":"22\w{3}"/);
    expect(lines.filter((line) => line.includes('background work failed'))).toHaveLength(3);
    // PostgreSQL may echo a value changed (a time zone in lower case): compare without case.
    const leaks = lines.filter((line) => line.toLowerCase().includes(secret.toLowerCase()) || line.includes('params'));
    expect(leaks).toEqual([]);
  });
});
