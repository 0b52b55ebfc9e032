import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { NotificationSettingsPanel } from '../../features/notifications/components/notification-settings';
import { PlanCard } from '../../features/profile/components/plan-card';
import { GoalNudgeSettings } from '../../features/tracks/components/goal-plan/goal-nudge-settings';
import { useTranslation } from '../../lib/i18n';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /settings: what Ladder tells the member about, the weekly goal nudge, and their plan (issue 41: from the profile). */
export function Component() {
  const { t } = useTranslation();
  const me = useMember();
  useDocumentTitle(t('way_in.settings.title'));
  return (
    <div className="space-y-6">
      <PageHeader title={t('way_in.settings.title')}>{t('way_in.settings.hint')}</PageHeader>
      <Card>
        <NotificationSettingsPanel />
      </Card>
      <Card>
        <GoalNudgeSettings />
      </Card>
      <PlanCard userId={me.id} />
    </div>
  );
}
