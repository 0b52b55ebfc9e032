import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchCached } from '../../../lib/cache-patch';
import { peopleKeys } from '../../../lib/query-keys/people';
import type { HashtagItem, SkillItem } from './types';

/** Follow or unfollow a hashtag; the entry stays in the list with its new state. */
export function useFollowHashtag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hashtag, follow }: { hashtag: string; follow: boolean }) =>
      follow
        ? api<HashtagItem>(`/hashtags/follow-hashtag?hashtag=${encodeURIComponent(hashtag)}`, { method: 'POST' })
        : api<HashtagItem>(`/hashtags/unfollow-hashtag?hashtag=${encodeURIComponent(hashtag)}`, { method: 'DELETE' }),
    onSuccess: (answer, { hashtag }) =>
      patchCached<HashtagItem>(
        queryClient,
        peopleKeys.all,
        (item) => 'hashtag' in item && item.hashtag.toLowerCase() === hashtag.toLowerCase(),
        (item) => ({ ...item, is_followed: answer.is_followed, total_followers: answer.total_followers }),
      ),
  });
}

export function useFollowSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skillId, follow }: { skillId: string; follow: boolean }) =>
      follow
        ? api<SkillItem>(`/skills/follow-skill?skill_id=${skillId}`, { method: 'POST' })
        : api<SkillItem>(`/skills/unfollow-skill?skill_id=${skillId}`, { method: 'DELETE' }),
    onSuccess: (answer, { skillId }) =>
      patchCached<SkillItem>(
        queryClient,
        peopleKeys.all,
        (item) => item.skill_id === skillId,
        (item) => ({ ...item, is_followed: answer.is_followed }),
      ),
  });
}
