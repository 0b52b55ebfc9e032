import type { Page } from '@ladder/shared/schemas/posts';
import type { Locked } from '@ladder/shared/schemas/privacy-settings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from '../../../lib/query-keys/people';
import type { HashtagItem, PersonItem, SkillItem } from './types';

const PAGE_SIZE = 20;

const pageOf = <T>(path: string, key: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      api<Page<T> & { locked?: Locked }>(`${path}&limit=${PAGE_SIZE}`, {
        method: 'POST',
        body: { last_evaluated_key: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

/** The members a member follows, or the members following them; newest follow first. */
export const usePeople = (kind: 'followings' | 'followers', userId: string) =>
  useInfiniteQuery(
    kind === 'followings'
      ? pageOf<PersonItem>(`/users/get-followings?user_id=${userId}`, peopleKeys.followings(userId))
      : pageOf<PersonItem>(`/users/get-followers?user_id=${userId}`, peopleKeys.followers(userId)),
  );

export const useFollowingHashtags = (userId: string) =>
  useInfiniteQuery(
    pageOf<HashtagItem>(`/hashtags/get-following-hashtags?user_id=${userId}`, peopleKeys.hashtags(userId)),
  );

export const useFollowingSkills = (userId: string) =>
  useInfiniteQuery(pageOf<SkillItem>(`/skills/get-following-skills?user_id=${userId}`, peopleKeys.skills(userId)));
