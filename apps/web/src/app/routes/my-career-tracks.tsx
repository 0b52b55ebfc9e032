import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { buttonClass } from '../../components/ui/button';
import { InfiniteList } from '../../components/ui/infinite-list';
import { Button } from '../../components/ui/button';
import { useTracksByUser } from '../../features/tracks/api/get-tracks';
import { DeleteTrackModal } from '../../features/tracks/components/delete-track-modal';
import { TrackSummaryCard } from '../../features/tracks/components/track-summary-card';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** docs/product.md "Screens and routes": one's own career tracks in every status, with edit and delete. */
export function Component() {
  const { t } = useTranslation();
  const member = useMember();
  const tracks = useTracksByUser(member.id);
  const [deleting, setDeleting] = useState<string | null>(null);
  useDocumentTitle(t('nav.my_career_tracks'));

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
          <TrackSummaryCard
            track={track}
            actions={
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
            }
          />
        )}
      />
      <DeleteTrackModal trackId={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
