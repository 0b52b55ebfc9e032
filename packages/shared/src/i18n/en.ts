import { enCore } from './core.en';
import { notificationsEn } from './notifications.en';
import { sharingEn } from './sharing.en';
import { embedEn } from './embed.en';
import { wordsEn } from './words.en';
import { peopleEn } from './people.en';
import { growthEn } from './growth.en';
import { goalPlanEn } from './goal-plan.en';
import { goalNudgeEn } from './goal-nudge.en';
import { goalSharesEn } from './goal-shares.en';
import { pushEn } from './push.en';
import { historyEn } from './history.en';
import { tracksEn } from './tracks.en';
import { phoneEn } from './phone.en';
import { screensEn } from './screens.en';
import { safetyEn } from './safety.en';
import { safetyUiEn } from './safety-ui.en';
import { profileItemsEn } from './profile-items.en';
import { endorsementsEn } from './endorsements.en';
import { languagesEn } from './languages.en';
import { privacySettingsEn } from './privacy-settings.en';
import { protectionEn } from './protection.en';

/**
 * The English catalog: the core (core.en.ts) and the features' texts, each feature in a file of
 * its own. The browser bundles only the core and loads this with the first route that needs the
 * features (apps/web/src/lib/feature-texts.ts). vi mirrors every key.
 */
export const en = {
  ...enCore,
  people: peopleEn,
  screens: screensEn,
  notifications: notificationsEn,
  sharing: sharingEn,
  embed: embedEn,
  words: wordsEn,
  tracks: tracksEn,
  growth: growthEn,
  goalPlan: goalPlanEn,
  goalNudge: goalNudgeEn,
  goalShares: goalSharesEn,
  push: pushEn,
  history: historyEn,
  phone: phoneEn,
  safety: safetyEn,
  safety_ui: safetyUiEn,
  profile_items: profileItemsEn,
  endorsements: endorsementsEn,
  languages: languagesEn,
  privacy_settings: privacySettingsEn,
  protection: protectionEn,
};

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog has: the same keys as English, any text. */
export type Catalog = Widen<typeof en>;
