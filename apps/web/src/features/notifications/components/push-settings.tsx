import { PUSH_GROUPS } from '@ladder/shared/schemas/push';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { currentSubscription, turnPushOff, turnPushOn, usePushSettings, useSavePushSettings } from '../api/push';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const isSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Notifications on this device (docs/api/push.md): on or off here, and which groups come. */
export function PushSettingsPanel() {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const [device, setDevice] = useState<DeviceState>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const settings = usePushSettings();
  const save = useSavePushSettings();

  useEffect(() => {
    if (!isSupported()) return setDevice('unsupported');
    if (Notification.permission === 'denied') return setDevice('denied');
    void currentSubscription().then(
      (subscription) => setDevice(subscription ? 'on' : 'off'),
      () => setDevice('unsupported'),
    );
  }, []);

  if (!isHydrated || device === 'checking' || settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <LoadError onRetry={settings.refetch} />;
  const toggle = async () => {
    setIsBusy(true);
    try {
      if (device === 'on') await turnPushOff();
      else await turnPushOn();
      setDevice(device === 'on' ? 'off' : 'on');
      toast.success(t('push.saved'));
    } catch {
      if (Notification.permission === 'denied') setDevice('denied');
      else toast.error(t('push.save_failed'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <fieldset>
      <legend className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <BellRing aria-hidden="true" className="size-5 shrink-0" />
        {t('push.settings_title')}
      </legend>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('push.settings_hint')}</p>
      {device === 'unsupported' || device === 'denied' ? (
        <p className="mt-2 text-sm text-slate-800 dark:text-slate-200">{t(`push.${device}`)}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={isBusy}
            onClick={() => void toggle()}
            className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {device === 'on' ? t('push.turn_off') : t('push.turn_on')}
          </button>
          {device === 'on' && <span className="text-sm text-slate-700 dark:text-slate-300">{t('push.is_on')}</span>}
        </div>
      )}
      <p className="mt-3 text-sm font-medium text-slate-900 dark:text-white">{t('push.groups_label')}</p>
      <ul className="grid gap-x-6 sm:grid-cols-2">
        {PUSH_GROUPS.map((group) => (
          <li key={group}>
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={settings.data.groups[group]}
                onChange={(event) =>
                  save.mutate(
                    { groups: { [group]: event.target.checked } },
                    { onError: () => toast.error(t('push.save_failed')) },
                  )
                }
              />
              {t(`push.group_${group}`)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
