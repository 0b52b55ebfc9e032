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
import { readerOf } from './profile.policy';
import { privacyRepository } from './privacy.repository';

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
      const reader = readerOf(viewer, userId);
      if (reader === 'owner') return undefined;
      const settings = await privacyRepository.settingsOf(db, userId);
      if (!settings) return undefined;
      return lockedFor(settings[area], reader);
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
