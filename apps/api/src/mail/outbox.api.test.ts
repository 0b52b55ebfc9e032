import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import { PASSWORD, randomIp, uniqueEmail, useTestApp } from '../../test/helper';
import { startMailbox } from '../../test/mailbox';
import { until } from '../../test/until';
import { freePort } from '../../test/pg-cluster';
import { renderMail } from './templates';
import { smtpTransport } from './transports';

/** The durable outbox (docs/decisions/0021): mail survives SMTP outages, restarts and crashes, and goes once. */
const ctx = useTestApp();

const register = (app: FastifyInstance, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/open',
    payload: { name: 'Outbox', email, password: PASSWORD, adult: true, terms: true, consent: true },
    remoteAddress: randomIp(),
  });
const pending = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from mail_outbox`))[0]?.n ?? 0;
/** Due again now: the test does not wait for a retry's backoff. */
const dueNow = () => ctx.database.db.execute(sql`update mail_outbox set next_attempt_at = now()`);

/** A second instance of the API on the same database, whose mail goes to `url`. */
async function instance(url: string, leaseSeconds = ctx.config.mail.leaseSeconds) {
  const config = { ...ctx.config, mail: { ...ctx.config.mail, leaseSeconds } };
  const app = await buildApp(config, { database: ctx.database, logger: false, mailTransport: smtpTransport(url) });
  await app.ready();
  return app;
}

describe('17. mail waits in the database until it is sent', () => {
  it('with SMTP down the call still succeeds; the mail goes once SMTP is back, also from an instance started later', async () => {
    const port = await freePort();
    const down = await instance(`smtp://127.0.0.1:${port}`);
    const email = uniqueEmail('outage');
    expect((await register(down, email)).statusCode).toBe(201);
    await down.mailer.idle();
    const [row] = await queryRows<{ attempts: number; last_error: string | null }>(
      ctx.database.db,
      sql`select attempts, last_error from mail_outbox where to_address = ${email}`,
    );
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBeTruthy();
    // The instance that could not send stops (a restart); a new one with SMTP back sends it.
    await down.close();
    await dueNow();
    await ctx.app.mailer.idle();
    expect(ctx.mailbox.to(email).map((m) => m.subject)).toEqual(['Activate your Ladder account']);
    expect(await pending()).toBe(0);
  });

  it('a mail written in a transaction that rolls back is never sent', async () => {
    const email = uniqueEmail('rolled');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.mailer.enqueue(
          renderMail({ language: 'en', to: email, name: 'X', subject: 'mail.reset_subject', body: 'mail.reset_body' }),
          tx,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.app.mailer.idle();
    expect(ctx.mailbox.to(email)).toEqual([]);
  });

  it('two instances on one database send each mail exactly once', async () => {
    const second = await instance(ctx.mailbox.url);
    const emails = Array.from({ length: 30 }, () => uniqueEmail('once'));
    await Promise.all(
      emails.map((to, index) =>
        (index % 2 ? second : ctx.app).mailer.enqueue(
          renderMail({ language: 'vi', to, name: 'Một lần', subject: 'mail.reset_subject', body: 'mail.reset_body' }),
        ),
      ),
    );
    await Promise.all([ctx.app.mailer.idle(), second.mailer.idle()]);
    await Promise.all([ctx.app.mailer.idle(), second.mailer.idle()]);
    await second.close();
    expect(emails.map((to) => ctx.mailbox.to(to).length)).toEqual(emails.map(() => 1));
    expect(await pending()).toBe(0);
  });
});

/** The test mailbox behind a relay that holds each greeting for `delayMs`: a slow SMTP server. */
async function slowMailbox(delayMs: number) {
  const port = Number(new URL(ctx.mailbox.url).port);
  const relay = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.once('data', (greeting: Buffer) => {
      upstream.pause();
      setTimeout(() => {
        client.write(greeting);
        upstream.pipe(client);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe('a slow SMTP server', () => {
  it('an instance still sending keeps its claim past the lease: no other instance sends a second copy', async () => {
    const slow = await slowMailbox(2500);
    const [sending, other] = [await instance(slow.url, 1), await instance(slow.url, 1)];
    const email = uniqueEmail('slow');
    await sending.mailer.enqueue(
      renderMail({ language: 'en', to: email, name: 'S', subject: 'mail.reset_subject', body: 'mail.reset_body' }),
    );
    // The send takes longer than the 1 s lease; wait until the lease ran out or the mail is gone.
    await until(async () => {
      const [row] = await queryRows<{ is_leased: boolean }>(
        ctx.database.db,
        sql`select locked_until > now() as is_leased from mail_outbox where to_address = ${email}`,
      );
      return row?.is_leased !== true;
    });
    other.mailer.wake();
    await Promise.all([sending.mailer.idle(), other.mailer.idle()]);
    await Promise.all([sending.close(), other.close()]);
    await slow.close();
    expect(ctx.mailbox.to(email)).toHaveLength(1);
  });
});

describe('a mailbox that comes back', () => {
  it('retries with backoff and gives up after the last attempt, logging no address', async () => {
    const mailbox = await startMailbox();
    await mailbox.close();
    const app = await instance(mailbox.url);
    const email = uniqueEmail('never');
    await app.mailer.enqueue(
      renderMail({ language: 'en', to: email, name: 'N', subject: 'mail.reset_subject', body: 'mail.reset_body' }),
    );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await app.mailer.idle();
      await dueNow();
    }
    const [row] = await queryRows<{ status: string; attempts: number }>(
      ctx.database.db,
      sql`select status, attempts from mail_outbox where to_address = ${email}`,
    );
    expect(row).toEqual({ status: 'failed', attempts: 10 });
    await app.close();
    await ctx.database.db.execute(sql`delete from mail_outbox where to_address = ${email}`);
  });
});
