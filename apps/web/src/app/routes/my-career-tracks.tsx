import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { buttonClass } from '../../components/ui/button';
import { InfiniteList } from '../../components/ui/infinite-list';
import { Button } from '../../components/ui/button';
import { industryName, useAllIndustries } from '../../features/tracks/api/get-industries';
import { useTracksByUser } from '../../features/tracks/api/get-tracks';
import { DeleteTrackModal } from '../../features/tracks/components/delete-track-modal';
import { NextBadge, StatusBadge } from '../../features/tracks/components/status-badge';
import { fullDate } from '../../lib/dates';
import { useMember } from '../../lib/session';
import { truncate } from '../../lib/truncate';
import { useDocumentTitle } from '../../lib/use-document-title';

/** SPEC.md §2: one's own career tracks in every status, with edit and delete. */
export function Component() {
  const { t, i18n } = useTranslation();
  const member = useMember();
  const tracks = useTracksByUser(member.id);
  const industries = useAllIndustries(i18n.language);
  const [deleting, setDeleting] = useState<string | null>(null);
  useDocumentTitle(t('nav.my_career_tracks'));
  const names = new Map(
    (industries.data ?? []).map((industry) => [industry.id, industryName(industry, i18n.language)]),
  );

  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('nav.my_career_tracks')} />
        <Link to="/career-track/create" className={buttonClass('primary')}>
          <span aria-hidden="true">+</span> {t('tracks.ui.add_track')}
        </Link>
      </div>
      <InfiniteList
        query={tracks}
        keyOf={(track) => track.id}
        empty={t('empty.career_tracks')}
        render={(track) => (
          <article
            aria-labelledby={`my-track-${track.id}`}
            className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-wrap items-start gap-2">
              <h2 id={`my-track-${track.id}`} className="min-w-0 flex-1 text-base font-semibold break-words">
                <Link to={`/ladder/${track.id}`} title={track.title} className="hover:underline">
                  {truncate(track.title, 50)}
                </Link>
              </h2>
              {track.total_next > 0 && <NextBadge />}
              <StatusBadge status={track.status} />
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {names.get(track.industry_id) ?? ''}
              {names.has(track.industry_id) && ' · '}
              {t('tracks.ui.updated', { date: fullDate(track.updated_at, i18n.language) })}
              {' · '}
              {t('tracks.ui.outdated_votes', { count: track.total_outdated_votes })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/career-track/${track.industry_id}/update?career_track_id=${track.id}`}
                className={buttonClass('secondary', 'min-h-9')}
                aria-label={`${t('tracks.ui.my_edit')}: ${track.title}`}
              >
                {t('tracks.ui.my_edit')}
              </Link>
              <Button
                variant="ghost"
                className="min-h-9 text-red-700! dark:text-red-300!"
                aria-label={`${t('tracks.ui.my_delete')}: ${track.title}`}
                onClick={() => setDeleting(track.id)}
              >
                {t('tracks.ui.my_delete')}
              </Button>
            </div>
          </article>
        )}
      />
      <DeleteTrackModal trackId={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
