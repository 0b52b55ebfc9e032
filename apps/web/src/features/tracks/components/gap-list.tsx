import type { DesiredLevel } from '@ladder/shared/schemas/career-tracks';
import type { Gap, GapRow } from '@ladder/shared/schemas/growth';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useGap, useGoals, useMarkGoalSeen, useSetSkill } from '../api/growth';
import { useGoalPlan } from '../api/goal-plan';
import { useMember } from '../../../lib/session';
import { GoalProgressFor } from './goal-plan/goal-progress-control';
import { useSkillCategories } from '../api/skills';
import { LevelSelect } from './level-select';
import { categoryName, LEVEL_KEYS } from './levels';
import { ProgressBar } from './progress-bar';
import { SkillEndorsements } from './skill-endorsements';
import { SkillEvidence } from './skill-evidence';

const CHIP: Record<GapRow['status'], string> = {
  met: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  short: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  missing: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/**
 * "I have this": the reader adds the skill to their list at a level, without leaving the track.
 * Saving says so in the row (no toast over the header), and focus goes back to the row, which
 * keeps its place (`onSaved`).
 */
function HaveThis({ row, onSaved }: { row: GapRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<DesiredLevel | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const save = useSetSkill();
  if (level === null)
    return (
      <>
        {isSaved && (
          <span className="text-xs font-semibold text-emerald-800 dark:text-emerald-300">
            {t('growth.ui.skill_saved')}
          </span>
        )}
        {row.status !== 'met' && (
          <Button
            variant="secondary"
            className="min-h-11"
            onClick={() => {
              setIsSaved(false);
              setLevel(row.my_level ?? row.desired_level);
            }}
          >
            {t('growth.ui.i_have_this')}
          </Button>
        )}
      </>
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
        className="min-h-11"
        isLoading={save.isPending}
        onClick={() =>
          save.mutate(
            { skill_id: row.skill_id, level },
            {
              onSuccess: () => {
                setLevel(null);
                setIsSaved(true);
                onSaved();
              },
              onError: () => onSaved(),
            },
          )
        }
      >
        {t('growth.ui.save')}
      </Button>
      <Button
        variant="ghost"
        className="min-h-11"
        onClick={() => {
          setLevel(null);
          onSaved();
        }}
      >
        {t('growth.ui.cancel')}
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-xs font-semibold text-red-700 dark:text-red-300">
          {t('toast.generic_error')}
        </p>
      )}
    </div>
  );
}

/**
 * On one's goal: the author changed skills since the member last looked. The changed rows are
 * marked until the member marks them seen; the comparison opens in the track's history.
 */
function ChangesNotice({ trackId, changes }: { trackId: string; changes: NonNullable<Gap['changes']> }) {
  const { t } = useTranslation();
  const seen = useMarkGoalSeen(trackId);
  return (
    <div
      role="status"
      className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900 dark:border-brand-800 dark:bg-brand-950 dark:text-slate-100"
    >
      <p>{t('growth.ui.changes_notice', { count: changes.skill_ids.length })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/ladder/${trackId}/history?from=${changes.seen_version}&to=${changes.newest_version}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('growth.ui.changes_open')}
        </Link>
        <Button variant="secondary" className="min-h-11" isLoading={seen.isPending} onClick={() => seen.mutate()}>
          {t('growth.ui.changes_seen')}
        </Button>
      </div>
      {seen.isError && (
        <p role="alert" className="text-xs font-semibold text-red-700 dark:text-red-300">
          {t('toast.generic_error')}
        </p>
      )}
    </div>
  );
}

/**
 * The first order the rows came in: a save asks for the gap again, whose order (biggest gaps
 * first) would move the row the member is on. Rows keep their place; new ones go last.
 */
function useStableOrder(rows: GapRow[]): GapRow[] {
  const order = useRef(new Map<string, number>());
  for (const row of rows) if (!order.current.has(row.skill_id)) order.current.set(row.skill_id, order.current.size);
  return [...rows].sort((a, b) => (order.current.get(a.skill_id) ?? 0) - (order.current.get(b.skill_id) ?? 0));
}

/** How many of the track's skills the reader has at its level, and the gaps, each with "I have this". */
export function GapList({
  trackId,
  headingLevel = 3,
  withEvidence = true,
}: {
  trackId: string;
  headingLevel?: 2 | 3;
  /** The reader's evidence beside each skill they have (not on the first run's short list). */
  withEvidence?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const gap = useGap(trackId, true);
  const categories = useSkillCategories();
  const rows = useStableOrder(gap.data?.items ?? []);
  const level = (value: DesiredLevel) => t(LEVEL_KEYS[value]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const focusRow = (skillId: string) => document.getElementById(`gap-row-${skillId}`)?.focus();
  // On one's goal, each row also takes where the member is on the skill (docs/api/goal-plan.md).
  const me = useMember();
  const isGoal = useGoals(me.id).data?.items.some((goal) => goal.career_track.id === trackId) ?? false;
  const plan = useGoalPlan(me.id, trackId, isGoal);
  const changed = new Set(gap.data?.changes?.skill_ids);

  if (gap.isPending) return <Spinner label={t('common.loading')} />;
  if (gap.isError) return <LoadError onRetry={gap.refetch} />;
  if (gap.data.total === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('growth.ui.gap_empty')}</p>;
  return (
    <section aria-labelledby="gap-title" className="space-y-3">
      <Heading id="gap-title" className="font-semibold text-slate-900 dark:text-white">
        {t('growth.ui.gap_title')}
      </Heading>
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {t('growth.ui.gap_summary', { met: gap.data.met, total: gap.data.total })}
      </p>
      <ProgressBar value={gap.data.met} max={gap.data.total} label={t('growth.ui.gap_title')} />
      {gap.data.changes && <ChangesNotice trackId={trackId} changes={gap.data.changes} />}
      {(categories.data ?? []).map((category) => {
        const inCategory = rows.filter((row) => row.skill_category_id === category.id);
        if (inCategory.length === 0) return null;
        return (
          <div key={category.id} className="space-y-2">
            <SubHeading className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {categoryName(category, i18n.language)}
            </SubHeading>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {inCategory.map((row) => (
                <li
                  key={row.skill_id}
                  id={`gap-row-${row.skill_id}`}
                  tabIndex={-1}
                  aria-label={row.skill_name}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900 dark:text-white">
                      {row.skill_name}
                      {changed.has(row.skill_id) && (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
                          {t('growth.ui.changed_mark')}
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {row.my_level
                        ? t('growth.ui.gap_levels', { asked: level(row.desired_level), mine: level(row.my_level) })
                        : t('growth.ui.gap_levels_missing', { asked: level(row.desired_level) })}
                    </p>
                    {/* The reader's own evidence: they add to it on a skill they have. */}
                    {withEvidence && <SkillEvidence skill={row} isOwner={row.my_level !== null} />}
                    {/* And who vouched for it: the endorsements they accepted, which open their list. */}
                    {withEvidence && row.my_level && row.endorsements > 0 && (
                      <SkillEndorsements
                        member={me}
                        skill={{ ...row, level: row.my_level, endorsements_new: 0 }}
                        isOwner
                      />
                    )}
                  </div>
                  <div className="flex flex-wrap items-center gap-2" aria-live="polite">
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP[row.status]}`}>
                      {row.status === 'met'
                        ? t('growth.ui.gap_met')
                        : row.status === 'short'
                          ? t('growth.ui.gap_short', { count: row.short_by })
                          : t('growth.ui.gap_missing')}
                    </span>
                    <HaveThis row={row} onSaved={() => focusRow(row.skill_id)} />
                    <GoalProgressFor trackId={trackId} items={plan.data?.items} skillId={row.skill_id} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
