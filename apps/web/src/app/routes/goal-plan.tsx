import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useGoalPlan } from '../../features/tracks/api/goal-plan';
import { GoalPlanView } from '../../features/tracks/components/goal-plan/goal-plan-view';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /goals/{trackId}: one's own goal as a plan (docs/product.md "Goals as plans"). */
export function Component() {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const me = useMember();
  const plan = useGoalPlan(me.id, trackId);
  useDocumentTitle(
    plan.data ? t('goalPlan.ui.page_title', { title: plan.data.career_track.title }) : t('growth.ui.goals'),
  );

  if (plan.isPending) return <Spinner label={t('common.loading')} />;
  if (plan.isError) {
    const isMissing = plan.error instanceof ApiError && plan.error.status === 404;
    return isMissing ? (
      <EmptyState title={t('goalPlan.errors.goal_not_found')} />
    ) : (
      <LoadError onRetry={plan.refetch} />
    );
  }
  return <GoalPlanView plan={plan.data} />;
}
