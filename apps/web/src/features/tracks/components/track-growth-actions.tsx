import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonClass } from '../../../components/ui/button';
import { useMember } from '../../../lib/session';
import { useCopyTrack, useGoals, useToggleGoal } from '../api/growth';

/** On a track: "Set as my goal" (or remove it) and "Use as a starting point". */
export function TrackGrowthActions({ track }: { track: CareerTrack }) {
  const { t } = useTranslation();
  const me = useMember();
  const navigate = useNavigate();
  const goals = useGoals(me.id);
  const toggle = useToggleGoal();
  const copy = useCopyTrack();
  const isGoal = goals.data?.items.some((goal) => goal.career_track.id === track.id) ?? false;

  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={isGoal}
        disabled={goals.isPending}
        isLoading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { trackId: track.id, isGoal },
            {
              onSuccess: () => toast.success(t(isGoal ? 'growth.ui.goal_removed' : 'growth.ui.goal_set')),
              onError: (error) => toast.failure(error, t('toast.generic_error')),
            },
          )
        }
      >
        {t(isGoal ? 'growth.ui.remove_goal' : 'growth.ui.set_goal')}
      </Button>
      {isGoal && (
        <Link to={`/goals/${track.id}`} className={buttonClass('secondary')}>
          {t('goalPlan.ui.open_plan')}
        </Link>
      )}
      <Button
        variant="secondary"
        isLoading={copy.isPending}
        onClick={() =>
          copy.mutate(track.id, {
            onSuccess: (draft) => {
              toast.success(t('growth.ui.copied'));
              void navigate(`/career-track/${draft.industry_id}/update?career_track_id=${draft.id}`);
            },
            onError: (error) => toast.failure(error, t('toast.generic_error')),
          })
        }
      >
        {t('growth.ui.use_as_start')}
      </Button>
    </>
  );
}
