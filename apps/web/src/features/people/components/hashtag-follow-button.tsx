import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useFollowHashtag } from '../api/follow-topic';
import { peopleKeys } from '../../../lib/query-keys/people';
import type { HashtagItem } from '../api/types';

/** Follow / Unfollow of the hashtag a feed is filtered by, with its follower count. */
export function HashtagFollowButton({ hashtag }: { hashtag: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = peopleKeys.hashtag(hashtag);
  const state = useQuery({
    queryKey: key,
    queryFn: () => api<HashtagItem>(`/hashtags/?hashtag=${encodeURIComponent(hashtag)}`),
  });
  const follow = useFollowHashtag();
  const toggle = useMutation({
    mutationFn: (next: boolean) => follow.mutateAsync({ hashtag, follow: next }),
    onSuccess: (answer, next) => {
      queryClient.setQueryData(key, answer);
      toast.success(t(next ? 'people.ui.follow_success' : 'people.ui.unfollow_success', { name: `#${hashtag}` }));
    },
    onError: (_error, next) =>
      toast.error(t(next ? 'people.ui.follow_failed' : 'people.ui.unfollow_failed', { name: `#${hashtag}` })),
  });

  // A hashtag that cannot be followed (not a hashtag at all) simply has no button.
  if (!state.data) return null;
  const { is_followed: isFollowed, total_followers: followers } = state.data;
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-600 dark:text-slate-300">
        {t('people.ui.hashtag_followers', { count: followers, formatted: formatCount(followers, i18n.language) })}
      </span>
      <Button
        variant={isFollowed ? 'secondary' : 'primary'}
        isLoading={toggle.isPending}
        aria-label={t(isFollowed ? 'people.ui.unfollow_name' : 'people.ui.follow_name', { name: `#${hashtag}` })}
        onClick={() => toggle.mutate(!isFollowed)}
      >
        {t(isFollowed ? 'people.ui.unfollow' : 'people.ui.follow')}
      </Button>
    </div>
  );
}
