import {
  NUDGE_CHANNELS,
  NUDGE_TIME_ZONES,
  NUDGE_WEEKDAYS,
  type NudgeSettingsInput,
} from '@ladder/shared/schemas/goal-nudge';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useGoalNudge, useSaveGoalNudge } from '../../api/goal-nudge';

const selectClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:text-white';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';

/** A labelled list to pick one value from. */
function Choice(props: {
  id: string;
  label: string;
  value: string;
  options: [value: string, text: string][];
  isDisabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={selectClass}
        value={props.value}
        disabled={props.isDisabled}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The weekly nudge about one's goals: how it comes, the day and the time zone; each change is saved at once. */
export function GoalNudgeSettings() {
  const { t } = useTranslation();
  const settings = useGoalNudge();
  const save = useSaveGoalNudge();
  if (settings.isPending) return <Spinner label={t('common.loading')} />;
  if (settings.isError) return <LoadError onRetry={settings.refetch} />;
  const change = (input: NudgeSettingsInput) =>
    save.mutate(input, {
      onSuccess: () => toast.success(t('goalNudge.saved')),
      onError: () => toast.error(t('goalNudge.save_failed')),
    });
  const { channel, weekday, time_zone: timeZone } = settings.data;
  return (
    <section aria-labelledby="goal-nudge-title" data-testid="goal-nudge-settings">
      <h2 id="goal-nudge-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('goalNudge.settings_title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('goalNudge.settings_hint')}</p>
      <fieldset className="mb-3">
        <legend className={labelClass}>{t('goalNudge.channel_label')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {NUDGE_CHANNELS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="radio"
                name="goal-nudge-channel"
                className="size-5 accent-brand-600"
                value={value}
                checked={channel === value}
                onChange={() => change({ channel: value })}
              />
              {t(`goalNudge.channel_${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Choice
          id="goal-nudge-weekday"
          label={t('goalNudge.weekday_label')}
          value={String(weekday)}
          options={NUDGE_WEEKDAYS.map((day) => [String(day), t(`goalNudge.weekday_${day}`)])}
          isDisabled={channel === 'none'}
          onChange={(value) => change({ weekday: Number(value) })}
        />
        <Choice
          id="goal-nudge-time-zone"
          label={t('goalNudge.time_zone_label')}
          value={timeZone}
          options={NUDGE_TIME_ZONES.map((zone) => [zone, zone.replaceAll('_', ' ')])}
          isDisabled={channel === 'none'}
          onChange={(value) => change({ time_zone: value as NudgeSettingsInput['time_zone'] })}
        />
      </div>
    </section>
  );
}
