import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { login, PASSWORD, randomIp, uniqueEmail, useTestApp } from '../../test/helper';
import { createUser } from '../../test/factories';
import { createSuperuser } from './superuser';

const ctx = useTestApp();

describe('create-superuser', () => {
  it('creates an active superuser who can sign in', async () => {
    expect(
      await createSuperuser(ctx.database.db, {
        email: 'root@example.com',
        name: 'Quản trị',
        password: 'Admin#Ladder9',
      }),
    ).toBe('created');
    const response = await login(ctx, 'root@example.com', 'Admin#Ladder9');
    expect(response.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/current/me',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ is_superuser: true, is_active: true, username: '@quantri' });
  });

  it('promotes an existing member without touching the password', async () => {
    const user = await createUser(ctx, { is_active: false, deactivated_at: new Date() });
    expect(
      await createSuperuser(ctx.database.db, { email: user.email, name: undefined, password: 'Other#Pass123' }),
    ).toBe('promoted');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ is_superuser: true, is_active: true, deactivated_at: null });
    expect((await login(ctx, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('3. resets a pending registration: the early registrant’s password and link stop working, the printed one signs in', async () => {
    const email = uniqueEmail('pending-root');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: { name: 'Squatter', email, password: 'Squat#Ladder77', adult: true, terms: true, consent: true },
      remoteAddress: randomIp(),
    });
    expect(registered.statusCode).toBe(201);
    await ctx.app.mailer.idle();
    const link = ctx.mailbox.last(email).token ?? '';
    expect(await createSuperuser(ctx.database.db, { email, name: undefined, password: 'Root#Ladder2026' })).toBe(
      'reset',
    );
    expect((await login(ctx, email, 'Squat#Ladder77')).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/new-account/${encodeURIComponent(link)}`,
          payload: { password: 'Squat#Ladder77' },
        })
      ).statusCode,
    ).toBe(400);
    const root = await login(ctx, email, 'Root#Ladder2026');
    expect(root.statusCode).toBe(200);
  });
});
