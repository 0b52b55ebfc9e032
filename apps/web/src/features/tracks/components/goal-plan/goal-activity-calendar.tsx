import { calendarWeeks, type GoalActivity, type GoalActivityDay } from '@ladder/shared/schemas/goal-activity';
import { useTranslation } from '../../../../lib/i18n';
import { dateFormat } from '../../../../lib/intl';

/** A day's shade by how much was done: none, a little, some, a lot. */
function shadeOf(day: GoalActivityDay): string {
  const count = day.marked + day.notes;
  if (count === 0) return 'bg-slate-100 ring-1 ring-slate-300 ring-inset dark:bg-slate-800 dark:ring-slate-600';
  if (count === 1) return 'bg-brand-300 dark:bg-brand-800';
  if (count <= 3) return 'bg-brand-500 dark:bg-brand-600';
  return 'bg-brand-800 dark:bg-brand-300';
}

const SAMPLES: GoalActivityDay[] = [0, 1, 2, 4].map((marked) => ({ date: '', marked, notes: 0 }));

/**
 * The last 12 weeks of work on one's goal (docs/api/goal-plan.md "Activity"): a grid of days,
 * Monday at the top, drawn for the eye, and the same weeks as a table for screen readers.
 */
export function GoalActivityCalendar({ activity }: { activity: GoalActivity }) {
  const { t, i18n } = useTranslation();
  const weeks = calendarWeeks(activity);
  // The dates are calendar days of the member's zone: formatted as UTC, they never shift.
  const format = dateFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const dateText = (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  const isEmpty = activity.days.length === 0;
  return (
    <div className="space-y-3" data-testid="goal-activity">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {isEmpty ? t('goalNudge.activity_empty') : t('goalNudge.activity_hint')}
      </p>
      <div aria-hidden="true" className="overflow-x-auto">
        <div className="grid w-max grid-flow-col grid-rows-7 gap-1">
          {weeks.flatMap((week) =>
            week.days.map((day, index) =>
              day ? (
                <span
                  key={day.date}
                  title={t('goalNudge.activity_day', {
                    date: dateText(day.date),
                    marked: day.marked,
                    notes: day.notes,
                  })}
                  className={`block size-4 rounded-sm sm:size-5 ${shadeOf(day)}`}
                />
              ) : (
                <span key={`${week.start}-${index}`} className="block size-4 sm:size-5" />
              ),
            ),
          )}
        </div>
        <div className="mt-2 flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
          <span className="me-1">{t('goalNudge.activity_less')}</span>
          {SAMPLES.map((sample) => (
            <span key={sample.marked} className={`block size-3 rounded-sm ${shadeOf(sample)}`} />
          ))}
          <span className="ms-1">{t('goalNudge.activity_more')}</span>
        </div>
      </div>
      <table className="sr-only">
        <caption>{t('goalNudge.activity_title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('goalNudge.activity_week')}</th>
            <th scope="col">{t('goalNudge.activity_marked')}</th>
            <th scope="col">{t('goalNudge.activity_notes')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{t('goalNudge.activity_week_of', { date: dateText(week.start) })}</th>
              <td>{week.marked}</td>
              <td>{week.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
