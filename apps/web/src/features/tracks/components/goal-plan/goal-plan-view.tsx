import { GoalActivityCalendar } from './goal-activity-calendar';
import type { GoalPlan, GoalPlanItem } from '@ladder/shared/schemas/goal-plan';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { useTranslation } from '../../../../lib/i18n';
import { useSkillCategories } from '../../api/skills';
import { categoryName, LEVEL_KEYS } from '../levels';
import { ProgressBar } from '../progress-bar';
import { GoalNotesEditor } from './goal-notes-editor';
import { GoalProgressControl, STATUS_KEYS } from './goal-progress-control';
import { GoalSchedule, ProjectionText } from './goal-schedule';

const heading = 'text-lg font-semibold text-slate-900 dark:text-white';
const muted = 'text-sm text-slate-600 dark:text-slate-400';
const linkClass = 'break-all text-brand-700 underline hover:no-underline dark:text-brand-300';

/** The track's resources and the member's own links of a skill. */
function Resources({ item }: { item: GoalPlanItem }) {
  const { t } = useTranslation();
  if (item.resources.length === 0 && item.links.length === 0) return null;
  return (
    <div className="grid gap-2 text-sm sm:grid-cols-2">
      {item.resources.length > 0 && (
        <div>
          <p className="font-medium text-slate-700 dark:text-slate-300">{t('goalPlan.ui.track_resources')}</p>
          <ul className="list-disc pl-5">
            {item.resources.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                  {url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.links.length > 0 && (
        <div>
          <p className="font-medium text-slate-700 dark:text-slate-300">{t('goalPlan.ui.my_links')}</p>
          <ul className="list-disc pl-5">
            {item.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** One skill: its name and asked level, where the member is on it, and (their own) notes. */
function SkillRow({ plan, item, isLead }: { plan: GoalPlan; item: GoalPlanItem; isLead?: boolean }) {
  const { t } = useTranslation();
  const trackId = plan.career_track.id;
  return (
    <li className="space-y-2 py-3" data-testid={isLead ? 'next-step' : 'goal-skill'}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 dark:text-white">{item.skill_name}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('goalPlan.ui.asks', { asked: t(LEVEL_KEYS[item.desired_level]) })}
            {item.my_level && ` · ${t('growth.ui.your_level')}: ${t(LEVEL_KEYS[item.my_level])}`}
          </p>
          {item.status === 'skipped' && item.skip_reason && (
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('goalPlan.ui.skipped_because', { reason: item.skip_reason })}
            </p>
          )}
        </div>
        {plan.is_own ? (
          <GoalProgressControl trackId={trackId} item={item} />
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {t(STATUS_KEYS[item.status])}
          </span>
        )}
      </div>
      {isLead && <Resources item={item} />}
      {!isLead && plan.is_own && <GoalNotesEditor trackId={trackId} item={item} />}
      {!isLead && !plan.is_own && item.note && <p className="text-sm whitespace-pre-line">{item.note}</p>}
    </li>
  );
}

/** A goal's page (docs/product.md "Goals as plans"): next steps first, the date, then every skill. */
export function GoalPlanView({ plan, ownerName }: { plan: GoalPlan; ownerName?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const categories = useSkillCategories();
  const percent = plan.total === 0 ? 0 : Math.round((plan.met / plan.total) * 100);
  const byId = new Map(plan.items.map((item) => [item.skill_id, item]));
  const next = plan.next_steps.map((id) => byId.get(id)).filter((item) => item !== undefined);

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {plan.is_own || !ownerName
            ? t('goalPlan.ui.page_title', { title: plan.career_track.title })
            : t('goalPlan.ui.member_page_title', { name: ownerName, title: plan.career_track.title })}
        </h1>
        <Link to={`/ladder/${plan.career_track.id}`} className={`${linkClass} inline-flex min-h-11 items-center`}>
          {t('goalPlan.ui.see_track')}
        </Link>
      </header>

      <Card className="space-y-3">
        <ProgressBar value={plan.met} max={plan.total} label={plan.career_track.title} />
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {t('goalPlan.ui.progress_summary', { met: plan.met, total: plan.total, percent })}
          {plan.skipped > 0 && ` · ${t('goalPlan.ui.skipped_count', { count: plan.skipped })}`}
        </p>
        {plan.projection && <ProjectionText projection={plan.projection} targetDate={plan.target_date} />}
      </Card>

      <Card aria-labelledby="next-steps-title" className="space-y-1">
        <h2 id="next-steps-title" className={heading}>
          {t('goalPlan.ui.next_title')}
        </h2>
        {next.length === 0 ? (
          <p className={muted}>{t('goalPlan.ui.next_empty')}</p>
        ) : (
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {next.map((item) => (
              <SkillRow key={item.skill_id} plan={plan} item={item} isLead />
            ))}
          </ol>
        )}
      </Card>

      {plan.is_own && (
        <Card aria-labelledby="schedule-title" className="space-y-3">
          <h2 id="schedule-title" className={heading}>
            {t('goalPlan.ui.schedule_title')}
          </h2>
          <GoalSchedule trackId={plan.career_track.id} plan={plan} />
        </Card>
      )}

      {plan.activity && (
        <Card aria-labelledby="activity-title" className="space-y-3">
          <h2 id="activity-title" className={heading}>
            {t('goalNudge.activity_title')}
          </h2>
          <GoalActivityCalendar activity={plan.activity} />
        </Card>
      )}

      <Card aria-labelledby="all-skills-title" className="space-y-3">
        <h2 id="all-skills-title" className={heading}>
          {t('goalPlan.ui.all_skills')}
        </h2>
        {(categories.data ?? []).map((category) => {
          const rows = plan.items.filter((item) => item.skill_category_id === category.id);
          if (rows.length === 0) return null;
          return (
            <div key={category.id}>
              <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                {categoryName(category, i18n.language)}
              </h3>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {rows.map((item) => (
                  <SkillRow key={item.skill_id} plan={plan} item={item} />
                ))}
              </ul>
            </div>
          );
        })}
      </Card>
    </div>
  );
}
