import type { PrivacyArea, PrivacySettings, PrivacySettingsInput } from '@ladder/shared/schemas/privacy-settings';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** Each privacy area's column (docs/decisions/0060-privacy-settings.md). */
const COLUMNS = {
  follows: users.privacy_follows,
  activity: users.privacy_activity,
  skills: users.privacy_skills,
  goals: users.privacy_goals,
} as const satisfies Record<PrivacyArea, unknown>;

export const privacyRepository = {
  async settingsOf(db: DbOrTx, userId: string): Promise<PrivacySettings | undefined> {
    const [row] = await db.select(COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },

  /** Sets the areas given. */
  async update(db: DbOrTx, userId: string, input: PrivacySettingsInput): Promise<PrivacySettings | undefined> {
    const changes = {
      ...(input.follows ? { privacy_follows: input.follows } : {}),
      ...(input.activity ? { privacy_activity: input.activity } : {}),
      ...(input.goals ? { privacy_goals: input.goals } : {}),
      ...(input.skills ? { privacy_skills: input.skills } : {}),
    };
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(users.id, userId))
      .returning(COLUMNS);
    return row;
  },
};
