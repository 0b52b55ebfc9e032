import type { CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { fullDate } from '../../../lib/dates';
import { truncate } from '../../../lib/truncate';
import { industryName, useAllIndustries } from '../api/get-industries';
import { WrittenIn } from '../../../components/ui/written-in';
import { NextBadge, StatusBadge } from './status-badge';

/** A track in a list (My career tracks, a profile's tracks): title, badges, industry, date; `actions` below. */
export function TrackSummaryCard({
  track,
  actions,
  isStatusShown = true,
}: {
  track: CareerTrackSummary;
  actions?: ReactNode;
  isStatusShown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const industries = useAllIndustries(i18n.language);
  const industry = industries.data?.find((item) => item.id === track.industry_id);
  return (
    <article
      aria-labelledby={`track-${track.id}`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h2 id={`track-${track.id}`} className="min-w-0 flex-1 text-base font-semibold break-words">
          <Link to={`/ladder/${track.id}`} title={track.title} lang={track.text_language} className="hover:underline">
            {truncate(track.title, 50)}
          </Link>
        </h2>
        {track.total_next > 0 && <NextBadge />}
        {isStatusShown && <StatusBadge status={track.status} />}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {industry && `${industryName(industry, i18n.language)} · `}
        {t('tracks.ui.updated', { date: fullDate(track.updated_at, i18n.language) })}
        {' · '}
        {t('tracks.ui.outdated_votes', { count: track.total_outdated_votes })}
      </p>
      <WrittenIn language={track.text_language} />
      {actions}
    </article>
  );
}
