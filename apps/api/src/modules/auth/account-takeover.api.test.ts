import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { login, randomIp, uniqueEmail } from '../../../test/helper';
import { googleCredential, useGoogleApp } from '../../../test/google-sign-in';

/**
 * A password counts only once the person who chose it has proven the address
 * (docs/decisions/0018-a-password-counts-once-its-address-is-proven.md).
 */
const { ctx, provider } = useGoogleApp();
const SQUATTER_PASSWORD = 'Squat#Ladder77';
const OWNER_PASSWORD = 'Owner#Ladder88';

const register = (name: string, email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/open',
    payload: { name, email, password, adult: true, terms: true, consent: true },
    remoteAddress: randomIp(),
  });
const activate = (token: string | undefined, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/new-account/${encodeURIComponent(token ?? '')}`,
    payload: { password },
    headers,
    remoteAddress: randomIp(),
  });
async function lastToken(email: string) {
  await ctx.app.mailer.idle();
  return ctx.mailbox.last(email).token;
}

async function signInWithGoogle(email: string) {
  const credential = await googleCredential(ctx, provider, email, { name: 'Real Owner' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login/external',
    payload: { signin_with: 'google', credential },
    remoteAddress: randomIp(),
  });
}

describe('an address someone else registered first', () => {
  it('1. the real owner signing in with Google gets the account without the early registrant’s password or link', async () => {
    const email = uniqueEmail('owner');
    expect((await register('Squatter', email, SQUATTER_PASSWORD)).statusCode).toBe(201);
    const squattersLink = await lastToken(email);

    const owner = await signInWithGoogle(email);
    expect(owner.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current/me',
      headers: { authorization: `Bearer ${owner.json<{ access_token: string }>().access_token}` },
    });
    expect(me.json()).toMatchObject({ email, is_active: true });

    const squatter = await login(ctx, email, SQUATTER_PASSWORD);
    expect(squatter.statusCode).toBe(400);
    expect(squatter.json()).toMatchObject({ code: 'LOGIN_FAILED' });
    expect((await activate(squattersLink, SQUATTER_PASSWORD)).statusCode).toBe(400);
    expect((await login(ctx, email, SQUATTER_PASSWORD)).statusCode).toBe(400);
  });

  it('2. registering again for a pending address: the newest link activates the newest password, typed again; older links die', async () => {
    const email = uniqueEmail('again');
    await register('Squatter', email, SQUATTER_PASSWORD);
    const squattersLink = await lastToken(email);
    await register('Chủ Thật', email, OWNER_PASSWORD);
    const ownersLink = await lastToken(email);
    expect(ownersLink).not.toBe(squattersLink);

    expect((await activate(squattersLink, SQUATTER_PASSWORD)).statusCode).toBe(400);
    expect((await activate(ownersLink, OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx, email, SQUATTER_PASSWORD)).statusCode).toBe(400);
    const signedIn = await login(ctx, email, OWNER_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.name).toBe('Chủ Thật');
  });

  it('2b. before activation, the pending account answers "not activated" only to the newest registration’s password', async () => {
    const email = uniqueEmail('pending');
    await register('First', email, SQUATTER_PASSWORD);
    await register('Second', email, OWNER_PASSWORD);
    expect((await login(ctx, email, OWNER_PASSWORD)).json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });
    expect((await login(ctx, email, SQUATTER_PASSWORD)).json()).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('a pending registration is removed once its link has expired, freeing the address and the username', async () => {
    const email = uniqueEmail('expired');
    const name = `Squat Name ${Date.now().toString(36)}`;
    await register(name, email, SQUATTER_PASSWORD);
    const [pending] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(oneTimeTokens.user_id, pending?.id ?? ''));

    // Someone else with the same name now gets the bare username; the address registers afresh.
    const other = uniqueEmail('other');
    await register(name, other, OWNER_PASSWORD);
    const [otherRow] = await ctx.database.db.select().from(users).where(eq(users.email, other));
    expect(otherRow?.username).toBe(pending?.username);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await register('Owner', email, OWNER_PASSWORD);
    expect((await activate(await lastToken(email), OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx, email, OWNER_PASSWORD)).statusCode).toBe(200);
  });
});

/**
 * Issue 30, item 2: the person who proves the address must be the one who chose the password,
 * so the activation link asks for it (docs/decisions/0043-activation-asks-for-the-password.md).
 */
describe('an address someone registers again while its owner’s registration is pending', () => {
  /** The owner registers, then someone else registers the same address with their own password. */
  async function registeredTwice() {
    const email = uniqueEmail('twice');
    await register('Real Owner', email, OWNER_PASSWORD);
    const ownersLink = await lastToken(email);
    await register('Squatter', email, SQUATTER_PASSWORD);
    return { email, ownersLink, newestLink: await lastToken(email) };
  }
  const isPending = async (email: string) => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return row?.activated_at === null && row.is_active === false;
  };

  it('the owner’s click on the newest link does not activate the other person’s password', async () => {
    const { email, newestLink } = await registeredTwice();
    const clicked = await activate(newestLink, OWNER_PASSWORD);
    expect(clicked.statusCode).toBe(400);
    expect(clicked.json()).toMatchObject({ code: 'ACTIVATION_PASSWORD_WRONG' });
    expect(clicked.json<{ detail: string }>().detail).toMatch(/isn't the password chosen/);
    const inVietnamese = await activate(newestLink, OWNER_PASSWORD, { 'accept-language': 'vi' });
    expect(inVietnamese.json()).toMatchObject({ code: 'ACTIVATION_PASSWORD_WRONG' });
    expect(inVietnamese.json<{ detail: string }>().detail).toMatch(/không phải mật khẩu/);

    expect(await isPending(email)).toBe(true);
    expect((await login(ctx, email, SQUATTER_PASSWORD)).json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED' });
    expect((await login(ctx, email, OWNER_PASSWORD)).json()).toMatchObject({ code: 'LOGIN_FAILED' });
    // A refused password did not spend the link: its own registrant’s password still activates it.
    expect((await activate(newestLink, SQUATTER_PASSWORD)).statusCode).toBe(200);
  });

  it('a link without a password is refused with 422 and stays live', async () => {
    const { email, newestLink } = await registeredTwice();
    const url = `/api/v1/new-account/${encodeURIComponent(newestLink ?? '')}`;
    const bare = await ctx.app.inject({ method: 'POST', url, remoteAddress: randomIp() });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const empty = await ctx.app.inject({ method: 'POST', url, payload: {}, remoteAddress: randomIp() });
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'password', message: 'Password is required' }],
    });
    expect(await isPending(email)).toBe(true);
  });

  it('a Google sign-in after the owner’s click keeps neither the other person’s password nor their sessions', async () => {
    const { email, newestLink } = await registeredTwice();
    await activate(newestLink, OWNER_PASSWORD);
    const squatterSignIn = await login(ctx, email, SQUATTER_PASSWORD);
    const squatterToken = squatterSignIn.json<{ access_token?: string }>().access_token;

    expect((await signInWithGoogle(email)).statusCode).toBe(200);
    expect((await login(ctx, email, SQUATTER_PASSWORD)).json()).toMatchObject({ code: 'LOGIN_FAILED' });
    if (squatterToken) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/users/current/me',
        headers: { authorization: `Bearer ${squatterToken}` },
      });
      expect(me.statusCode).toBe(401);
    }
    expect(squatterSignIn.statusCode).not.toBe(200);
  });

  it('wrong passwords count against the activation limit (429 past it)', async () => {
    const { newestLink } = await registeredTwice();
    const remoteAddress = randomIp();
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/new-account/${encodeURIComponent(newestLink ?? '')}`,
        payload: { password: OWNER_PASSWORD },
        remoteAddress,
      });
    for (let tried = 0; tried < 20; tried += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('12. registrations racing for one name', () => {
  it('a username taken while a registration was choosing it: the registration takes another one (no 500)', async () => {
    const stamp = Date.now().toString(36);
    const name = `Blocked ${stamp}`;
    const username = `@blocked${stamp}`;
    const email = uniqueEmail('blocked');
    const holderRow = { name, email: uniqueEmail('holder'), username, is_active: true, activated_at: new Date() };
    let registration;
    if (ctx.database.kind === 'postgres') {
      // Another registration holds the bare username in a transaction not committed yet: this
      // one sees the name free, then waits on the unique index until the holder commits.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let signalInserted = () => undefined as void;
      const inserted = new Promise<void>((resolve) => (signalInserted = resolve));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.insert(users).values(holderRow);
        signalInserted();
        await released;
      });
      await inserted;
      registration = register(name, email, OWNER_PASSWORD);
      await expect
        .poll(async () => {
          const [row] = await queryRows<{ n: number }>(
            ctx.database.db,
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'insert into "users"%'`,
          );
          return row?.n ?? 0;
        })
        .toBeGreaterThan(0);
      release();
      await holder;
    } else {
      // PGlite has one connection: nothing runs between the check and the insert, so the
      // holder simply comes first.
      await ctx.database.db.insert(users).values(holderRow);
      registration = register(name, email, OWNER_PASSWORD);
    }
    const answer = await registration;
    expect(answer.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.username).not.toBe(username);
    expect(row?.username.startsWith(username)).toBe(true);
  });

  it('all succeed, each with its own username', async () => {
    const name = `Race Name ${Date.now().toString(36)}`;
    const emails = Array.from({ length: 20 }, () => uniqueEmail('race'));
    const answers = await Promise.all(emails.map((email) => register(name, email, OWNER_PASSWORD)));
    expect(answers.map((a) => a.statusCode)).toEqual(emails.map(() => 201));
    const rows = await ctx.database.db
      .select({ username: users.username })
      .from(users)
      .where(sql`${users.email} in ${emails}`);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.username.toLowerCase())).size).toBe(20);
  });
});
