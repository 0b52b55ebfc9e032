import { Navigate, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useUserByUsername } from '../../features/profile/api/get-user-by-username';
import { useGoalPlan } from '../../features/tracks/api/goal-plan';
import { GoalPlanView } from '../../features/tracks/components/goal-plan/goal-plan-view';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

/**
 * /profile/{username}/goals/{trackId}: another member's goal as a plan, read-only, as far as they
 * let others see it (docs/product.md "Goals as plans"): progress per skill, and the notes and
 * links they shared. One's own opens /goals/{trackId}.
 */
export function Component() {
  const { t } = useTranslation();
  const { username = '', trackId = '' } = useParams();
  const me = useMember();
  const owner = useUserByUsername(username);
  const plan = useGoalPlan(owner.data?.id ?? '', trackId, owner.data !== undefined);
  useDocumentTitle(
    plan.data && owner.data
      ? t('goalPlan.ui.member_page_title', { name: owner.data.name, title: plan.data.career_track.title })
      : t('growth.ui.goals'),
  );

  if (owner.data?.id === me.id) return <Navigate to={`/goals/${trackId}`} replace />;
  const failed = owner.isError ? owner : plan.isError ? plan : null;
  if (failed)
    return isMissing(failed.error) ? (
      <EmptyState title={t('goalPlan.errors.member_goal_not_found')} />
    ) : (
      <LoadError onRetry={failed.refetch} />
    );
  if (!owner.data || !plan.data) return <Spinner label={t('common.loading')} />;
  return <GoalPlanView plan={plan.data} ownerName={owner.data.name} />;
}
