import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { useMember } from '../../../lib/session';
import { useGoals, useToggleGoal } from '../api/growth';

/**
 * The track page's one primary action: "Set as my goal", which then opens the comparison
 * (`onGoalSet`); on a goal already, "Remove from my goals" and the goal's plan.
 */
export function SetGoalButton({ track, onGoalSet }: { track: CareerTrack; onGoalSet: () => void }) {
  const { t } = useTranslation();
  const me = useMember();
  const goals = useGoals(me.id);
  const toggle = useToggleGoal();
  const isGoal = goals.data?.items.some((goal) => goal.career_track.id === track.id) ?? false;
  return (
    <>
      <Button
        variant={isGoal ? 'secondary' : 'primary'}
        className="min-h-11"
        aria-pressed={isGoal}
        disabled={goals.isPending}
        isLoading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { trackId: track.id, isGoal },
            {
              onSuccess: () => {
                toast.success(t(isGoal ? 'growth.ui.goal_removed' : 'growth.ui.goal_set'));
                if (!isGoal) onGoalSet();
              },
              onError: (error) => toast.failure(error, t('toast.generic_error')),
            },
          )
        }
      >
        {t(isGoal ? 'growth.ui.remove_goal' : 'growth.ui.set_goal')}
      </Button>
      {isGoal && (
        <Link to={`/goals/${track.id}`} className={buttonClass('secondary', 'min-h-11')}>
          {t('goalPlan.ui.open_plan')}
        </Link>
      )}
    </>
  );
}
