import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { PrivacySettingsPanel } from '../../features/account/components/privacy-settings';
import { NotificationSettingsPanel } from '../../features/notifications/components/notification-settings';
import { PushSettingsPanel } from '../../features/notifications/components/push-settings';
import { PlanCard } from '../../features/profile/components/plan-card';
import { GoalNudgeSettings } from '../../features/tracks/components/goal-plan/goal-nudge-settings';
import { GoalSharesSettings } from '../../features/tracks/components/goal-plan/goal-shares-settings';
import { useTranslation } from '../../lib/i18n';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /settings: what Ladder tells the member about, the weekly goal nudge, who sees what (privacy), and their plan (issue 41: from the profile). */
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
        <PushSettingsPanel />
      </Card>
      <Card>
        <GoalNudgeSettings />
      </Card>
      <Card>
        <GoalSharesSettings />
      </Card>
      <Card>
        <PrivacySettingsPanel />
      </Card>
      <PlanCard userId={me.id} />
      <Card>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {(
            [
              ['/settings/blocked-muted', 'safety_ui.safety_link', 'safety_ui.safety_hint'],
              ['/settings/reports', 'safety_ui.my_reports', 'safety_ui.my_reports_hint'],
            ] as const
          ).map(([to, title, hint]) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-14 flex-col justify-center rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <span className="font-semibold text-brand-700 dark:text-brand-300">{t(title)}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{t(hint)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
