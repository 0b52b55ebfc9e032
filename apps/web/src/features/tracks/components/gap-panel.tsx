import type { CareerTrack, DesiredLevel } from '@ladder/shared/schemas/career-tracks';
import type { GapRow } from '@ladder/shared/schemas/growth';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useGap, useGoals, useSetSkill } from '../api/growth';
import { useGoalPlan } from '../api/goal-plan';
import { useMember } from '../../../lib/session';
import { GoalProgressFor } from './goal-plan/goal-progress-control';
import { useSkillCategories } from '../api/skills';
import { LevelSelect } from './level-select';
import { categoryName, LEVEL_KEYS } from './levels';
import { ProgressBar } from './progress-bar';

const CHIP: Record<GapRow['status'], string> = {
  met: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  short: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  missing: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** "I have this": the reader adds the skill to their list at a level, without leaving the track. */
function HaveThis({ row }: { row: GapRow }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<DesiredLevel | null>(null);
  const save = useSetSkill();
  if (level === null)
    return (
      <Button size="sm" variant="secondary" onClick={() => setLevel(row.my_level ?? row.desired_level)}>
        {t('growth.ui.i_have_this')}
      </Button>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <LevelSelect
        label={t('growth.ui.change_level', { name: row.skill_name })}
        value={level}
        onChange={setLevel}
        isLabelHidden
      />
      <Button
        size="sm"
        isLoading={save.isPending}
        onClick={() =>
          save.mutate(
            { skill_id: row.skill_id, level },
            {
              onSuccess: () => toast.success(t('growth.ui.skill_saved')),
              onError: () => toast.error(t('toast.generic_error')),
            },
          )
        }
      >
        {t('growth.ui.save')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setLevel(null)}>
        {t('growth.ui.cancel')}
      </Button>
    </div>
  );
}

/** "Compare with my skills": how many of the track's skills the reader has at its level, and the gaps. */
export function GapPanel({ track }: { track: CareerTrack }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const gap = useGap(track.id, isOpen);
  const categories = useSkillCategories();
  const level = (value: DesiredLevel) => t(LEVEL_KEYS[value]);
  // On one's goal, each row also takes where the member is on the skill (docs/api/goal-plan.md).
  const me = useMember();
  const isGoal = useGoals(me.id).data?.items.some((goal) => goal.career_track.id === track.id) ?? false;
  const plan = useGoalPlan(me.id, track.id, isOpen && isGoal);

  return (
    <div className="space-y-3">
      <Button variant="secondary" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
        {t(isOpen ? 'growth.ui.compare_hide' : 'growth.ui.compare')}
      </Button>
      {isOpen &&
        (gap.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : gap.isError ? (
          <LoadError onRetry={gap.refetch} />
        ) : gap.data.total === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('growth.ui.gap_empty')}</p>
        ) : (
          <section aria-labelledby="gap-title" className="space-y-3">
            <h3 id="gap-title" className="font-semibold text-slate-900 dark:text-white">
              {t('growth.ui.gap_title')}
            </h3>
            <p className="text-sm text-slate-800 dark:text-slate-200">
              {t('growth.ui.gap_summary', { met: gap.data.met, total: gap.data.total })}
            </p>
            <ProgressBar value={gap.data.met} max={gap.data.total} label={t('growth.ui.gap_title')} />
            {(categories.data ?? []).map((category) => {
              const rows = gap.data.items.filter((row) => row.skill_category_id === category.id);
              if (rows.length === 0) return null;
              return (
                <div key={category.id} className="space-y-2">
                  <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                    {categoryName(category, i18n.language)}
                  </h4>
                  <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                    {rows.map((row) => (
                      <li key={row.skill_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <div className="min-w-0">
                          <p className="font-medium text-slate-900 dark:text-white">{row.skill_name}</p>
                          <p className="text-xs text-slate-600 dark:text-slate-400">
                            {row.my_level
                              ? t('growth.ui.gap_levels', {
                                  asked: level(row.desired_level),
                                  mine: level(row.my_level),
                                })
                              : t('growth.ui.gap_levels_missing', { asked: level(row.desired_level) })}
                          </p>
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP[row.status]}`}>
                            {row.status === 'met'
                              ? t('growth.ui.gap_met')
                              : row.status === 'short'
                                ? t('growth.ui.gap_short', { count: row.short_by })
                                : t('growth.ui.gap_missing')}
                          </span>
                          {row.status !== 'met' && <HaveThis row={row} />}
                          <GoalProgressFor trackId={track.id} items={plan.data?.items} skillId={row.skill_id} />
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </section>
        ))}
    </div>
  );
}
