import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useFollowUser } from '../api/follow-user';

/** Follow or unfollow with a toast naming the member (docs/product.md "Messages"). */
export function useToggleFollow() {
  const { t } = useTranslation();
  const follow = useFollowUser();
  const toggle = (target: { userId: string; name: string; isFollowed: boolean }) =>
    follow.mutate(
      { userId: target.userId, name: target.name, follow: !target.isFollowed },
      {
        onSuccess: () =>
          toast.success(
            t(target.isFollowed ? 'people.ui.unfollow_success' : 'people.ui.follow_success', { name: target.name }),
          ),
        onError: () =>
          toast.error(
            t(target.isFollowed ? 'people.ui.unfollow_failed' : 'people.ui.follow_failed', { name: target.name }),
          ),
      },
    );
  return { toggle, isPending: follow.isPending };
}

export function FollowButton({
  userId,
  name,
  isFollowed,
  isCompact = false,
}: {
  userId: string;
  name: string;
  isFollowed: boolean;
  /** A smaller button, for the narrow right column. */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const { toggle, isPending } = useToggleFollow();
  return (
    <Button
      variant={isFollowed ? 'secondary' : 'primary'}
      isLoading={isPending}
      aria-label={t(isFollowed ? 'people.ui.unfollow_name' : 'people.ui.follow_name', { name })}
      onClick={() => toggle({ userId, name, isFollowed })}
      size={isCompact ? 'sm' : 'md'}
    >
      {t(isFollowed ? 'people.ui.unfollow' : 'people.ui.follow')}
    </Button>
  );
}
