import type { GoalPlanItem } from '@ladder/shared/schemas/goal-plan';
import { GOAL_SKILL_STATUSES, type GoalSkillStatus } from '@ladder/shared/values/goal-plan';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextField } from '../../../../components/ui/text-field';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSetGoalProgress } from '../../api/goal-plan';
import { LEVEL_KEYS } from '../levels';

export const STATUS_KEYS: Record<GoalSkillStatus, string> = {
  to_learn: 'goalPlan.ui.status.to_learn',
  learning: 'goalPlan.ui.status.learning',
  done: 'goalPlan.ui.status.done',
  skipped: 'goalPlan.ui.status.skipped',
};

type Item = Pick<GoalPlanItem, 'skill_id' | 'skill_name' | 'status' | 'skip_reason' | 'desired_level' | 'gap_status'>;

/**
 * Where the member is on one skill of their goal: to learn, learning, done or skipped. Skipping
 * asks for a reason; "done" on a skill below the asked level offers to raise one's own level.
 */
export function GoalProgressControl({ trackId, item }: { trackId: string; item: Item }) {
  const { t } = useTranslation();
  const save = useSetGoalProgress(trackId);
  const [isSkipping, setIsSkipping] = useState(false);
  const [reason, setReason] = useState('');
  const [isAskingRaise, setIsAskingRaise] = useState(false);
  const level = t(LEVEL_KEYS[item.desired_level]);

  const send = (status: GoalSkillStatus, extra: { skip_reason?: string; raise_level?: boolean } = {}) =>
    save.mutate(
      { skillId: item.skill_id, status, ...extra },
      {
        onSuccess: () => {
          toast.success(t('goalPlan.ui.progress_saved'));
          setIsSkipping(false);
          if (status === 'done' && !extra.raise_level && item.gap_status !== 'met') setIsAskingRaise(true);
          else setIsAskingRaise(false);
        },
        onError: (error) => toast.failure(error, t('toast.generic_error')),
      },
    );

  const select = (status: GoalSkillStatus) => {
    if (status === 'skipped') {
      setReason(item.skip_reason ?? '');
      setIsSkipping(true);
    } else send(status);
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-xs font-medium text-slate-700 dark:text-slate-300">
        <span className="sr-only">{t('goalPlan.ui.status_label', { name: item.skill_name })}</span>
        <select
          value={isSkipping ? 'skipped' : item.status}
          disabled={save.isPending}
          onChange={(event) => select(event.target.value as GoalSkillStatus)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        >
          {GOAL_SKILL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_KEYS[status])}
            </option>
          ))}
        </select>
      </label>
      {isSkipping && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send('skipped', { skip_reason: reason });
          }}
        >
          <TextField
            label={t('goalPlan.ui.skip_reason_label', { name: item.skill_name })}
            value={reason}
            maxLength={300}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" size="sm" className="min-h-11" isLoading={save.isPending}>
            {t('goalPlan.ui.skip_save')}
          </Button>
          <Button type="button" size="sm" className="min-h-11" variant="ghost" onClick={() => setIsSkipping(false)}>
            {t('growth.ui.cancel')}
          </Button>
        </form>
      )}
      <ConfirmDialog
        isOpen={isAskingRaise}
        title={t('goalPlan.ui.raise_title')}
        confirmLabel={t('goalPlan.ui.raise_confirm', { level })}
        cancelLabel={t('goalPlan.ui.raise_keep')}
        variant="primary"
        isPending={save.isPending}
        onConfirm={() => send('done', { raise_level: true })}
        onCancel={() => setIsAskingRaise(false)}
      >
        {t('goalPlan.ui.raise_body', { name: item.skill_name, level })}
      </ConfirmDialog>
    </div>
  );
}

/** The control of one skill of a goal's plan, when the plan holds it (a row of "Compare with my skills"). */
export function GoalProgressFor({ trackId, items, skillId }: { trackId: string; items?: Item[]; skillId: string }) {
  const item = items?.find((candidate) => candidate.skill_id === skillId);
  return item ? <GoalProgressControl trackId={trackId} item={item} /> : null;
}
