import { useTranslation } from '../../lib/i18n';
import { InfiniteList } from '../../components/ui/infinite-list';
import { useTracksByUser } from '../../features/tracks/api/get-tracks';
import { TrackSummaryCard } from '../../features/tracks/components/track-summary-card';

/** The profile's "Career tracks" tab: the tracks the member shared, so a coach's ladders can be found. */
export function SharedTracks({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const tracks = useTracksByUser(userId, true);
  return (
    <InfiniteList
      query={tracks}
      keyOf={(track) => track.id}
      empty={t('people.ui.empty_tracks')}
      render={(track) => <TrackSummaryCard track={track} isStatusShown={track.status === 'outdated'} />}
    />
  );
}
