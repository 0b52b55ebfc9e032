import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useTrack } from '../../features/tracks/api/get-tracks';
import { TrackHistory } from '../../features/tracks/components/history/track-history';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /ladder/{id}/history (docs/product.md "Career tracks", History): read like the track itself. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useMember();
  const track = useTrack(id);
  useDocumentTitle(track.data ? t('history.title', { title: track.data.title }) : t('history.open'));
  if (track.isPending) return <Spinner label={t('common.loading')} />;
  if (track.isError) {
    const isMissing = track.error instanceof ApiError && (track.error.status === 404 || track.error.status === 422);
    return isMissing ? <EmptyState title={t('tracks.ui.ladder_not_found')} /> : <LoadError onRetry={track.refetch} />;
  }
  return (
    <TrackHistory
      trackId={track.data.id}
      title={track.data.title}
      isAuthor={track.data.user_id === me.id}
      isBuiltOnAnother={track.data.derived_career_track_id !== null}
    />
  );
}
