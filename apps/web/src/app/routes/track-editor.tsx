import { useTranslation } from '../../lib/i18n';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useTrack, useTrackIn } from '../../features/tracks/api/get-tracks';
import { TrackEditor } from '../../features/tracks/components/track-editor';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /career-track/create, /career-track/{industry_id}/create and
 * /career-track/{industry_id}/update?career_track_id=: the same editor (docs/product.md "Screens and routes").
 * `?from={id}` on a create path fills a new track from another ("Use as a starting point").
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { industryId = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const isUpdate = location.pathname.endsWith('/update');
  const trackId = params.get('career_track_id') ?? '';
  // The editor changes what its author wrote: the original, whatever the reader's language.
  const track = useTrackIn(trackId, 'original', isUpdate);
  const fromId = isUpdate ? '' : (params.get('from') ?? '');
  const source = useTrack(fromId, fromId !== '');
  const title = t(isUpdate ? 'tracks.ui.update_title' : 'tracks.ui.create_title');
  useDocumentTitle(title);

  let body;
  if (fromId) {
    if (source.isPending) body = <Spinner label={t('common.loading')} />;
    else if (source.isError) body = <EmptyState title={t('tracks.ui.track_not_found')} />;
    else
      body = (
        <TrackEditor key={`from-${fromId}`} track={null} industryId={source.data.industry_id} source={source.data} />
      );
  } else if (!isUpdate) body = <TrackEditor key={`create-${industryId}`} track={null} industryId={industryId} />;
  else if (!trackId) body = <EmptyState title={t('tracks.ui.track_not_found')} />;
  else if (track.isPending) body = <Spinner label={t('common.loading')} />;
  else if (track.isError) {
    const isMissing = track.error instanceof ApiError && track.error.status === 404;
    body = <EmptyState title={isMissing ? t('tracks.ui.track_not_found') : t('toast.generic_error')} />;
  } else if (track.data.user_id !== user?.id) body = <EmptyState title={t('tracks.ui.track_not_found')} />;
  else body = <TrackEditor key={track.data.id} track={track.data} industryId={track.data.industry_id} />;

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
