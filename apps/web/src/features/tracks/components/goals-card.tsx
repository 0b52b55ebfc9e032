import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LockedState } from '../../../components/ui/locked-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { truncate } from '../../../lib/truncate';
import { useGoals } from '../api/growth';
import { ProgressBar } from './progress-bar';

const PLAN_LINK =
  'inline-flex min-h-11 items-center text-sm text-brand-700 underline hover:no-underline dark:text-brand-300';

/** A member's goals with their progress (the share of each track's skills met), newest first. */
export function GoalsList({
  userId,
  ownerName = '',
  ownerUsername,
  isOwn,
}: {
  userId: string;
  ownerName?: string;
  /** Another member's goals link to their plan page (/profile/{username}/goals/{track}). */
  ownerUsername?: string;
  isOwn: boolean;
}) {
  const { t } = useTranslation();
  const goals = useGoals(userId);
  if (goals.isPending) return <Spinner size="sm" label={t('common.loading')} />;
  if (goals.isError) return <LoadError onRetry={goals.refetch} />;
  if (goals.data.locked) return <LockedState locked={goals.data.locked} name={ownerName} />;
  if (goals.data.items.length === 0)
    // One's own empty list is the way into the first run (docs/decisions/0049-the-first-run.md).
    return isOwn ? (
      <Link to="/welcome" className={buttonClass('primary', 'min-h-11 w-full')}>
        {t('way_in.home.no_goal_button')}
      </Link>
    ) : null;
  return (
    <ul className="space-y-3">
      {goals.data.items.map((goal) => {
        const percent = goal.total === 0 ? 0 : Math.round((goal.met / goal.total) * 100);
        return (
          <li key={goal.career_track.id} className="space-y-1">
            <Link
              to={`/ladder/${goal.career_track.id}`}
              title={goal.career_track.title}
              className="block text-sm font-semibold text-slate-900 hover:underline dark:text-white"
            >
              {truncate(goal.career_track.title, 50)}
            </Link>
            <ProgressBar value={goal.met} max={goal.total} label={goal.career_track.title} />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('growth.ui.goal_progress', { met: goal.met, total: goal.total, percent })}
            </p>
            {isOwn ? (
              <Link to={`/goals/${goal.career_track.id}`} className={PLAN_LINK}>
                {t('goalPlan.ui.open_plan')}
              </Link>
            ) : (
              ownerUsername && (
                <Link
                  to={`/profile/${ownerUsername}/goals/${goal.career_track.id}`}
                  aria-label={t('goalPlan.ui.see_member_plan_label', {
                    name: ownerName,
                    title: goal.career_track.title,
                  })}
                  className={PLAN_LINK}
                >
                  {t('goalPlan.ui.see_member_plan')}
                </Link>
              )
            )}
          </li>
        );
      })}
    </ul>
  );
}
