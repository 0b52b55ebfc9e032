import type { GoalPlan, GoalProjection } from '@ladder/shared/schemas/goal-plan';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSetGoalSchedule } from '../../api/goal-plan';
import { dateFormat, numberFormat } from '../../../../lib/intl';

/** A calendar date (YYYY-MM-DD) in the reader's language, as it is (no time zone shift). */
export function calendarDate(value: string, language: string): string {
  return dateFormat(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${value}T00:00:00Z`));
}

/** The projected finish in plain words: when, and whether it is on track for the target date. */
export function ProjectionText({ projection, targetDate }: { projection: GoalProjection; targetDate: string | null }) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => (value ? calendarDate(value, i18n.language) : '');
  const pace = numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(projection.pace_per_week);
  const params = { count: projection.weeks_left ?? 0, date: date(projection.finish_date), target: date(targetDate) };
  const sentence =
    projection.verdict === 'done'
      ? t('goalPlan.ui.verdict_done')
      : projection.verdict === 'no_pace'
        ? t('goalPlan.ui.verdict_no_pace')
        : projection.verdict === 'on_track'
          ? t('goalPlan.ui.verdict_on_track', params)
          : projection.verdict === 'behind'
            ? t('goalPlan.ui.verdict_behind', params)
            : t('goalPlan.ui.verdict_no_date', params);
  return (
    <div className="space-y-1" data-testid="projection">
      <p className="font-medium text-slate-900 dark:text-white">{sentence}</p>
      {projection.verdict !== 'done' && projection.verdict !== 'no_pace' && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('goalPlan.ui.pace', { pace })}</p>
      )}
    </div>
  );
}

/** The target date and hours a week of one's goal. */
export function GoalSchedule({ trackId, plan }: { trackId: string; plan: GoalPlan }) {
  const { t } = useTranslation();
  const save = useSetGoalSchedule(trackId);
  const [date, setDate] = useState(plan.target_date ?? '');
  const [hours, setHours] = useState(plan.hours_per_week?.toString() ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { target_date: date === '' ? null : date, hours_per_week: hours === '' ? null : Number(hours) },
          {
            onSuccess: () => {
              setErrors({});
              toast.success(t('goalPlan.ui.schedule_saved'));
            },
            onError: (error) => {
              if (error instanceof ApiError && error.fieldErrors.length > 0)
                setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
              else toast.failure(error, t('toast.generic_error'));
            },
          },
        );
      }}
    >
      <TextField
        label={t('goalPlan.ui.target_date')}
        type="date"
        value={date}
        error={errors.target_date}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        label={t('goalPlan.ui.hours_per_week')}
        type="number"
        inputMode="numeric"
        min={1}
        max={80}
        value={hours}
        error={errors.hours_per_week}
        onChange={(event) => setHours(event.target.value)}
        className="w-36"
      />
      <Button type="submit" isLoading={save.isPending}>
        {t('goalPlan.ui.schedule_save')}
      </Button>
    </form>
  );
}
