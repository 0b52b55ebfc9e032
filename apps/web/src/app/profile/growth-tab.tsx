import { useTranslation } from '../../lib/i18n';
import { GoalsList } from '../../features/tracks/components/goals-card';
import { MySkillsPanel } from '../../features/tracks/components/my-skills-panel';

/** The profile's "Skills & levels" tab: the member's goals with their progress, then their skills. */
export function GrowthTab({
  userId,
  ownerName,
  ownerUsername,
  isOwner,
}: {
  userId: string;
  ownerName: string;
  ownerUsername: string;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section aria-labelledby="goals-title" className="space-y-2">
        <h2 id="goals-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('growth.ui.goals_title')}
        </h2>
        <GoalsList userId={userId} ownerName={ownerName} ownerUsername={ownerUsername} isOwn={isOwner} />
      </section>
      <section aria-labelledby="skills-title" className="space-y-2">
        <h2 id="skills-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('growth.ui.skills_title')}
        </h2>
        <MySkillsPanel userId={userId} ownerName={ownerName} isOwner={isOwner} />
      </section>
    </div>
  );
}
