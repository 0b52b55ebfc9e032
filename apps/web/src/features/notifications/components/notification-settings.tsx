import { NOTIFICATION_KINDS, type NotificationSettingsInput } from '@ladder/shared/schemas/notifications';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications';

/** The weekly goal nudge has its own setting (mail, notification or neither) beside this panel. */
const SWITCHED_KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== 'goal_nudge');

/** One switch per kind; each change is saved at once. */
export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  // A switch follows the click in the same render: the cache's optimistic value comes a tick
  // later, and a controlled box drawn from it in between would jump back under the pointer.
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  if (settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <LoadError onRetry={settings.refetch} />;
  const change = (key: string, value: boolean, input: NotificationSettingsInput) => {
    setClicked((now) => ({ ...now, [key]: value }));
    const settled = () => setClicked(({ [key]: _done, ...rest }) => rest);
    save.mutate(input, {
      onSuccess: () => toast.success(t('notifications.settings_saved')),
      onError: () => toast.error(t('notifications.settings_failed')),
      onSettled: settled,
    });
  };
  return (
    <fieldset>
      <legend className="mb-2 text-base font-semibold text-slate-900 dark:text-white">
        {t('notifications.settings_title')}
      </legend>
      <ul className="grid gap-x-6 sm:grid-cols-2">
        {SWITCHED_KINDS.map((kind) => (
          <li key={kind}>
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={clicked[kind] ?? settings.data.kinds[kind]}
                onChange={(event) => change(kind, event.target.checked, { kinds: { [kind]: event.target.checked } })}
              />
              {t(`notifications.setting_${kind}`)}
            </label>
          </li>
        ))}
      </ul>
      <label className="mt-2 flex min-h-11 items-center gap-3 border-t border-slate-200 pt-2 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={clicked.digest ?? settings.data.is_digest_on}
          onChange={(event) => change('digest', event.target.checked, { is_digest_on: event.target.checked })}
        />
        {t('notifications.setting_digest')}
      </label>
    </fieldset>
  );
}
