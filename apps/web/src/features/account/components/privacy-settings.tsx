import {
  PRIVACY_AREAS,
  PRIVACY_AUDIENCES,
  type PrivacyArea,
  type PrivacyAudience,
} from '@ladder/shared/schemas/privacy-settings';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy';

/**
 * Settings' "Privacy": for each part of the profile, a group of three radios (everyone, members,
 * only me); each change is saved at once and said so (docs/decisions/0060-privacy-settings.md).
 */
export function PrivacySettingsPanel() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const save = useSavePrivacySettings();
  if (settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <LoadError onRetry={settings.refetch} />;
  const change = (area: PrivacyArea, audience: PrivacyAudience) =>
    save.mutate(
      { [area]: audience },
      {
        onSuccess: () => toast.success(t('privacy_settings.saved')),
        onError: () => toast.error(t('privacy_settings.save_error')),
      },
    );
  return (
    <section aria-labelledby="privacy-title" data-testid="privacy-settings">
      <h2 id="privacy-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('privacy_settings.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('privacy_settings.intro')}</p>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {PRIVACY_AREAS.map((area) => (
          <fieldset key={area} className="py-3" aria-describedby={`privacy-${area}-hint`}>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">
              {t(`privacy_settings.areas.${area}`)}
            </legend>
            <p id={`privacy-${area}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
              {t(`privacy_settings.areas.${area}_hint`)}
            </p>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {PRIVACY_AUDIENCES.map((audience) => (
                <label
                  key={audience}
                  className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
                >
                  <input
                    type="radio"
                    name={`privacy-${area}`}
                    className="size-5 accent-brand-600"
                    value={audience}
                    checked={settings.data[area] === audience}
                    onChange={() => change(area, audience)}
                  />
                  {t(`privacy_settings.audiences.${audience}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
