import { SAFETY_LIMITS } from '@ladder/shared/schemas/safety';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fullDate } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import type { QueueItem } from '../../api/moderation';
import { numberFormat } from '../../../../lib/intl';

const CLOCK_SECONDS = SAFETY_LIMITS.queueHours * 3600;

/** "3 hr 20 min" / "3 giờ 20 phút": how long an item has been open. */
export function ageText(seconds: number, language: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(minutes, 'minute');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The item as it was first reported: a post's or comment's text, a track's title, a member's name. */
export function Snapshot({ item }: { item: QueueItem }) {
  const s = item.snapshot;
  const lines =
    item.item_kind === 'post'
      ? [text(s.content)]
      : item.item_kind === 'comment'
        ? [text(s.comment)]
        : item.item_kind === 'career_track'
          ? [text(s.title), text(s.desc)]
          : [text(s.name), text(s.headline), text(s.bio)];
  return (
    <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-200">
      {lines.filter(Boolean).join('\n') || '—'}
    </blockquote>
  );
}

/** The 24-hour clock: how much of the day an item has used, and whether it is overdue. */
function Clock({ item }: { item: QueueItem }) {
  const { t, i18n } = useTranslation();
  const used = Math.min(1, item.age_seconds / CLOCK_SECONDS);
  const hoursLeft = Math.max(0, Math.ceil((CLOCK_SECONDS - item.age_seconds) / 3600));
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{t('safety_ui.age', { age: ageText(item.age_seconds, i18n.language) })}</span>
        {item.is_late ? (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white dark:bg-red-400 dark:text-slate-950">
            {t('safety_ui.overdue')}
          </span>
        ) : (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('safety_ui.hours_left', { count: hoursLeft })}
          </span>
        )}
      </p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div
          className={`h-full rounded-full ${item.is_late ? 'bg-red-600 dark:bg-red-400' : used > 0.75 ? 'bg-amber-500' : 'bg-brand-600 dark:bg-brand-400'}`}
          style={{ width: `${Math.round(used * 100)}%` }}
        />
      </div>
    </div>
  );
}

/** Where the item lives, for a moderator to open it. */
function itemLink(item: QueueItem): string | null {
  const s = item.snapshot;
  if (item.item_kind === 'post') return `/post/${item.item_id}`;
  if (item.item_kind === 'comment') return typeof s.post_id === 'string' ? `/post/${s.post_id}` : null;
  if (item.item_kind === 'career_track') return `/ladder/${item.item_id}`;
  return item.author ? `/profile/${item.author.username}` : null;
}

/** One open item of the queue: source, kind, clock, author, snapshot, categories, history, appeal. */
export function QueueItemCard({ item, children }: { item: QueueItem; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const link = itemLink(item);
  const titleId = `case-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-2xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${item.is_late ? 'border-red-600 dark:border-red-400' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {t(`safety_ui.source_${item.source}`)} · {t(`safety.item_${item.item_kind}`)}
        </h2>
        <time dateTime={item.opened_at} className="text-xs text-slate-600 dark:text-slate-400">
          {fullDate(item.opened_at, i18n.language)}
        </time>
      </div>
      <div className="mt-2 grid gap-3 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-2">
          <Snapshot item={item} />
          {link && (
            <Link
              to={link}
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {link}
            </Link>
          )}
          {item.appeal_text && (
            <div>
              <h3 className="text-sm font-semibold">{t('safety_ui.appeal_text')}</h3>
              <p className="text-sm break-words whitespace-pre-line">{item.appeal_text}</p>
            </div>
          )}
        </div>
        <div className="space-y-2 text-sm">
          <Clock item={item} />
          <p>
            <span className="text-slate-600 dark:text-slate-400">{t('safety_ui.author')}: </span>
            {item.author ? (
              <Link to={`/profile/${item.author.username}`} className="font-medium hover:underline">
                {item.author.name}
              </Link>
            ) : (
              t('safety_ui.author_erased')
            )}
          </p>
          <p className="text-slate-700 dark:text-slate-300">
            {t('safety_ui.history_line', {
              cases: item.author_history.earlier_cases,
              actions: item.author_history.earlier_actions,
            })}
          </p>
          {item.report_count > 0 && (
            <div>
              <p className="font-medium">{t('safety_ui.reports_count', { count: item.report_count })}</p>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {item.categories.map((entry) => (
                  <li
                    key={entry.category}
                    className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                  >
                    {t(`safety.category_${entry.category}`)}: {entry.count}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
      {children}
    </article>
  );
}
