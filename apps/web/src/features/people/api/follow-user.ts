import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { patchCached } from '../../../lib/cache-patch';
import { meKey } from '../../../lib/query-keys/session';
import { peopleKeys } from '../../../lib/query-keys/people';
import { postKeys } from '../../../lib/query-keys/posts';
import { userKeys } from '../../../lib/query-keys/users';
import type { FollowAnswer } from './types';

export interface FollowTarget {
  userId: string;
  name: string;
  /** true to follow, false to unfollow. */
  follow: boolean;
}

const followUser = ({ userId, follow }: FollowTarget) =>
  follow
    ? api<FollowAnswer>(`/users/current/me/follow-user?user_id=${userId}`, { method: 'POST' })
    : api<FollowAnswer>(`/users/current/me/unfollow-user?user_id=${userId}`, { method: 'DELETE' });

/**
 * Follow or unfollow a member. The answer's counts go into every cached copy of both members
 * (profiles, the session), the button state into every list and post of the target, and the
 * two follow lists that gain or lose an entry are fetched again.
 */
export function useFollowUser() {
  const queryClient = useQueryClient();
  const { user: me } = useSession();

  return useMutation({
    mutationFn: followUser,
    onSuccess: (answer, { userId }) => {
      const isFollowed = answer.is_followed;
      type Member = { id: string; total_followers: number; total_followings: number; is_followed?: boolean };
      patchCached<Member>(
        queryClient,
        userKeys.all,
        (user) => user.id === userId,
        (user) => ({ ...user, is_followed: isFollowed, total_followers: answer.total_followers }),
      );
      if (me) {
        const mine = (user: Member) => user.id === me.id;
        const counted = (user: Member) => ({ ...user, total_followings: answer.total_followings });
        patchCached<Member>(queryClient, userKeys.all, mine, counted);
        patchCached<Member>(queryClient, meKey, mine, counted);
      }
      patchCached<{ user_id: string; is_followed: boolean }>(
        queryClient,
        peopleKeys.all,
        (item) => item.user_id === userId,
        (item) => ({ ...item, is_followed: isFollowed }),
      );
      // The full search results name members by `id`.
      patchCached<{ id: string; is_followed: boolean }>(
        queryClient,
        peopleKeys.searchAll(),
        (item) => item.id === userId && 'is_followed' in item,
        (item) => ({ ...item, is_followed: isFollowed }),
      );
      // The author's button on every cached post follows too.
      patchCached<{ user_id: string; author_followed: boolean }>(
        queryClient,
        postKeys.all,
        (post) => post.user_id === userId && 'author_followed' in post,
        (post) => ({ ...post, author_followed: isFollowed }),
      );
      if (me) void queryClient.invalidateQueries({ queryKey: peopleKeys.followings(me.id) });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.followers(userId) });
    },
  });
}
