import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { freeUsername } from '../modules/users/users.service';

/** Promotes an existing account, or creates an active one; never changes an existing password. */
export async function createSuperuser(
  db: Db,
  input: { email: string; name: string | undefined; password: string },
): Promise<'created' | 'promoted'> {
  const [existing] = await db
    .select({ id: users.id, activated_at: users.activated_at })
    .from(users)
    .where(eq(users.email, input.email));
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
    term_privacy_accepted_at: new Date(),
  });
  return 'created';
}
