import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { truncate } from '../../../lib/truncate';
import { useGap, useGoals } from '../api/growth';
import { ProgressBar } from './progress-bar';

const MUTED = 'text-sm text-slate-700 dark:text-slate-300';

/** The member's next missing (or short) skill of a goal: the gap lists the biggest gaps first. */
function NextSkill({ trackId }: { trackId: string }) {
  const { t } = useTranslation();
  const gap = useGap(trackId, true);
  if (!gap.data) return null;
  const next = gap.data.items.find((row) => row.status !== 'met');
  return (
    <p className={MUTED}>
      {next ? t('way_in.home.goal_next_skill', { name: next.skill_name }) : t('way_in.home.goal_all_met')}
    </p>
  );
}

/** Without a goal: what the first run gives, and the button that starts it. */
export function StartGoalCard({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('way_in.home.no_goal_title')}
      </h2>
      <p className={MUTED}>{t('way_in.home.no_goal_text')}</p>
      <Link to="/welcome" className={buttonClass('primary', 'min-h-11 w-full sm:w-auto')}>
        {t('way_in.home.no_goal_button')}
      </Link>
    </div>
  );
}

/**
 * Home's first card: the member's newest goal with its progress and the next skill to work on,
 * linking to the comparison; without a goal, the way into the first run
 * (docs/decisions/0049-the-first-run.md).
 */
export function HomeGoalCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const goals = useGoals(userId);
  const goal = goals.data?.items[0];
  return (
    <section
      aria-labelledby="home-goal-title"
      className="mb-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {goals.isPending ? (
        // As tall as the card it becomes, so the feed below does not jump when it arrives.
        <div className="flex min-h-42 items-center justify-center">
          <Spinner size="sm" label={t('common.loading')} />
        </div>
      ) : goals.isError ? (
        <LoadError onRetry={goals.refetch} />
      ) : !goal ? (
        <StartGoalCard headingId="home-goal-title" />
      ) : (
        <div className="space-y-2">
          <h2
            id="home-goal-title"
            className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300"
          >
            {t('way_in.home.goal_title')}
          </h2>
          <p
            className="text-lg font-semibold break-words text-slate-900 dark:text-white"
            title={goal.career_track.title}
          >
            {truncate(goal.career_track.title, 60)}
          </p>
          <ProgressBar value={goal.met} max={goal.total} label={goal.career_track.title} />
          <p className={MUTED}>
            {t('growth.ui.goal_progress', {
              met: goal.met,
              total: goal.total,
              percent: goal.total === 0 ? 0 : Math.round((goal.met / goal.total) * 100),
            })}
          </p>
          <NextSkill trackId={goal.career_track.id} />
          <Link
            to={`/ladder/${goal.career_track.id}?compare=1`}
            className={buttonClass('primary', 'min-h-11 w-full sm:w-auto')}
          >
            {t('way_in.home.goal_compare')}
          </Link>
        </div>
      )}
    </section>
  );
}
