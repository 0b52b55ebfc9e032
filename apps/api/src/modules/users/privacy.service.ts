import {
  lockedFor,
  type Locked,
  type PrivacyArea,
  type PrivacySettings,
  type PrivacySettingsInput,
} from '@ladder/shared/schemas/privacy-settings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor, Viewer } from './actor';
import { privacyRepository } from './privacy.repository';

/** The columns of a member row the privacy checks read. */
type PrivacyColumns = Pick<Actor, 'id' | 'privacy_follows' | 'privacy_activity' | 'privacy_skills' | 'privacy_goals'>;

const columnOf = {
  follows: 'privacy_follows',
  activity: 'privacy_activity',
  skills: 'privacy_skills',
  goals: 'privacy_goals',
} as const satisfies Record<PrivacyArea, keyof PrivacyColumns>;

/**
 * Why the viewer may not see an area of a member's profile, or undefined when they may: the
 * member always sees their own (docs/decisions/0060-privacy-settings.md).
 */
export function lockedOf(viewer: Viewer, owner: PrivacyColumns, area: PrivacyArea): Locked {
  const reader = !viewer ? 'visitor' : viewer.id === owner.id ? 'owner' : 'member';
  return lockedFor(owner[columnOf[area]], reader);
}

/** Who sees a member's follow lists, likes and comments, skills and goals. */
export function createPrivacyService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async settings(actor: Actor): Promise<PrivacySettings> {
      const settings = await privacyRepository.settingsOf(db, actor.id);
      if (!settings) throw new AppError('USER_NOT_FOUND');
      return settings;
    },

    async update(actor: Actor, input: PrivacySettingsInput): Promise<PrivacySettings> {
      const settings = await privacyRepository.update(db, actor.id, input);
      if (!settings) throw new AppError('USER_NOT_FOUND');
      return settings;
    },

    /**
     * Why the viewer may not see `area` of member `userId` (a uuid); undefined when they may, or
     * when there is no such member (the list is then empty anyway).
     */
    async lockedFor(viewer: Viewer, userId: string, area: PrivacyArea): Promise<Locked> {
      if (viewer?.id === userId) return undefined;
      const settings = await privacyRepository.settingsOf(db, userId);
      if (!settings) return undefined;
      return lockedFor(settings[area], viewer ? 'member' : 'visitor');
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
