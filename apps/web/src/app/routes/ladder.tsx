import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { ShareMenu } from '../../components/ui/share-menu';
import { Spinner } from '../../components/ui/spinner';
import { useTrackPreview } from '../../features/tracks/api/get-track-preview';
import { TrackPreviewView } from '../../features/tracks/components/track-preview';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

// A member reads the whole track; its code loads only for them.
const TrackView = lazy(async () => ({ default: (await import('./track-view')).Component }));

/** A visitor's /ladder/{id}: the track's public preview, drawn on the server (docs/decisions/0047-shared-links.md). */
function Preview() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const preview = useTrackPreview(id);
  useDocumentTitle(preview.data?.title ?? t('tracks.ui.ladder'));
  if (preview.isPending) return <Spinner label={t('common.loading')} />;
  if (preview.isError) return <EmptyState title={t('sharing.not_found')} />;
  return (
    <TrackPreviewView
      track={preview.data}
      share={
        <ShareMenu
          path={`/ladder/${preview.data.id}`}
          title={preview.data.title}
          embedPath={`/embed/ladder/${preview.data.id}`}
        />
      }
    />
  );
}

/** /ladder/{id} (docs/product.md "Screens and routes"): the whole track for a member, its preview for a visitor. */
export function Component() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status !== 'member') return <Preview />;
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <TrackView />
    </Suspense>
  );
}
