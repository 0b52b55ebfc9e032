import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useRecordShare } from '../../features/posts/api/set-interaction';
import { SkillFollowButton } from '../../features/people/components/skill-follow-button';
import { useTrack, useTrackIn, type TextLanguage } from '../../features/tracks/api/get-tracks';
import { TrackLanguageBar } from '../../features/tracks/components/track-language-bar';
import { PreviewSwitch } from '../../features/tracks/components/preview-switch';
import { TrackViewer } from '../../features/tracks/components/track-viewer';
import { useSession } from '../../lib/session';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReportDialog } from '../safety/report-host';

/** /ladder/{id} and /career-track/{id}/view (docs/product.md "Screens and routes"); visitors are sent to sign in by the guard. */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const [params] = useSearchParams();
  const reader = useTrack(id);
  // The member's switch between the original and their language (docs/decisions/0063); while
  // the other texts load, the ones on screen stay.
  const [text, setText] = useState<TextLanguage | null>(null);
  const switched = useTrackIn(id, text ?? 'original', text !== null);
  const track = text !== null && switched.data ? switched : reader;
  const share = useRecordShare();
  const { user } = useSession();
  const [report, reportDialog] = useReportDialog();
  // docs/product.md "Screens and routes": 'Ladder not found' on the ladder route, 'Career track not found' on the other.
  const notFound = location.pathname.startsWith('/ladder/')
    ? t('tracks.ui.ladder_not_found')
    : t('tracks.ui.track_not_found');
  useDocumentTitle(track.data?.title ?? t('tracks.ui.ladder'));

  if (track.isPending) return <Spinner label={t('common.loading')} />;
  if (track.isError) {
    const isMissing = track.error instanceof ApiError && (track.error.status === 404 || track.error.status === 422);
    return <EmptyState title={isMissing ? notFound : t('toast.generic_error')} />;
  }
  // Copying a shared track's link is the member's share of its post.
  const postId = track.data.post_id;
  const isOwnShared = track.data.user_id === user?.id && track.data.is_public;
  return (
    <div className="space-y-4">
      {isOwnShared && <PreviewSwitch track={track.data} />}
      <TrackLanguageBar track={track.data} isAuthor={track.data.user_id === user?.id} onShow={setText} />
      {track.data.is_public && (
        <Link
          to={`/ladder/${track.data.id}/history`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 underline hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          <History aria-hidden="true" className="h-4 w-4" />
          {t('history.open')}
        </Link>
      )}
      <TrackViewer
        key={track.data.id}
        track={track.data}
        isComparing={params.get('compare') === '1'}
        onLinkCopied={postId ? () => share.mutate(postId) : undefined}
        onReport={() => report({ kind: 'career_track', id: track.data.id })}
        skillAction={(row) => (
          <SkillFollowButton skillId={row.skill_id} name={row.skill_name} isFollowed={row.is_followed} />
        )}
      />
      {reportDialog}
    </div>
  );
}
