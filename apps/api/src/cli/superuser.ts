import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeTokens, sessions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { freeUsername } from '../modules/users/users.service';

/**
 * Promotes an active or deactivated account without changing its password, or creates an active
 * one. An account still pending activation proves nothing about who registered it: it is reset
 * with the given password, its links and sessions end (docs/decisions/0018), and it is promoted.
 */
export async function createSuperuser(
  db: Db,
  input: { email: string; name: string | undefined; password: string },
): Promise<'created' | 'promoted' | 'reset'> {
  const [existing] = await db
    .select({ id: users.id, activated_at: users.activated_at, deactivated_at: users.deactivated_at })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing && !existing.activated_at && !existing.deactivated_at) {
    const hashed = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      await tx
        .update(oneTimeTokens)
        .set({ used_at: new Date() })
        .where(and(eq(oneTimeTokens.user_id, existing.id), isNull(oneTimeTokens.used_at)));
      await tx.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.user_id, existing.id));
      await tx
        .update(users)
        .set({ hashed_password: hashed, is_superuser: true, is_active: true, activated_at: new Date() })
        .where(eq(users.id, existing.id));
    });
    return 'reset';
  }
  if (existing) {
    await db
      .update(users)
      .set({
        is_superuser: true,
        is_active: true,
        deactivated_at: null,
        activated_at: existing.activated_at ?? new Date(),
      })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  const name = input.name ?? input.email.split('@')[0] ?? 'Admin';
  await db.insert(users).values({
    email: input.email,
    name,
    username: await freeUsername(db, name, input.email),
    hashed_password: await hashPassword(input.password),
    is_active: true,
    is_superuser: true,
    activated_at: new Date(),
    // No consent is recorded: the operator created this account, so its owner is asked to agree
    // to the policy at their first sign-in (docs/decisions/0030).
  });
  return 'created';
}
