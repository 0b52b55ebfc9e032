import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { patchCached } from './cache-patch';
import { meKey } from './query-keys/session';
import { peopleKeys } from './query-keys/people';
import { postKeys } from './query-keys/posts';
import { userKeys } from './query-keys/users';

interface Item {
  id: string;
  likes: number;
}
type Page = { items: Item[]; last_evaluated_key: string | null };

const like = (item: Item) => ({ ...item, likes: item.likes + 1 });
const isA = (item: Item) => item.id === 'a';

function cacheWith(entries: [readonly unknown[], unknown][]) {
  const queryClient = new QueryClient();
  for (const [key, data] of entries) queryClient.setQueryData(key, data);
  return queryClient;
}

describe('patchCached', () => {
  it('changes the matching item in every page of an infinite list, and nothing else', () => {
    const feed: InfiniteData<Page> = {
      pages: [
        { items: [{ id: 'b', likes: 1 }], last_evaluated_key: 'k' },
        {
          items: [
            { id: 'a', likes: 2 },
            { id: 'c', likes: 3 },
          ],
          last_evaluated_key: null,
        },
      ],
      pageParams: [null, 'k'],
    };
    const queryClient = cacheWith([[postKeys.feed(null), feed]]);
    patchCached(queryClient, postKeys.all, isA, like);
    expect(queryClient.getQueryData(postKeys.feed(null))).toEqual({
      pages: [
        { items: [{ id: 'b', likes: 1 }], last_evaluated_key: 'k' },
        {
          items: [
            { id: 'a', likes: 3 },
            { id: 'c', likes: 3 },
          ],
          last_evaluated_key: null,
        },
      ],
      pageParams: [null, 'k'],
    });
  });

  it('changes one page ({ items }) and a single cached object alike', () => {
    const queryClient = cacheWith([
      [postKeys.byUserSearch('u1', ''), { items: [{ id: 'a', likes: 0 }], last_evaluated_key: null }],
      [postKeys.one('a'), { id: 'a', likes: 5 }],
      [postKeys.one('b'), { id: 'b', likes: 5 }],
    ]);
    patchCached(queryClient, postKeys.all, isA, like);
    expect(queryClient.getQueryData<Page>(postKeys.byUserSearch('u1', ''))?.items).toEqual([{ id: 'a', likes: 1 }]);
    expect(queryClient.getQueryData(postKeys.one('a'))).toEqual({ id: 'a', likes: 6 });
    expect(queryClient.getQueryData(postKeys.one('b'))).toEqual({ id: 'b', likes: 5 });
  });

  it('reaches only the family named by the key: a member of the same id elsewhere stays as it is', () => {
    const queryClient = cacheWith([
      [userKeys.byUsername('an'), { id: 'a', likes: 0 }],
      [meKey, { id: 'a', likes: 0 }],
      [peopleKeys.followers('x'), { pages: [{ items: [{ id: 'a', likes: 0 }] }], pageParams: [null] }],
    ]);
    patchCached(queryClient, userKeys.all, isA, like);
    expect(queryClient.getQueryData(userKeys.byUsername('an'))).toEqual({ id: 'a', likes: 1 });
    expect(queryClient.getQueryData(meKey)).toEqual({ id: 'a', likes: 0 });
    expect(queryClient.getQueryData(peopleKeys.followers('x'))).toEqual({
      pages: [{ items: [{ id: 'a', likes: 0 }] }],
      pageParams: [null],
    });
  });

  it('leaves shapes it does not know, and queries with no data yet, untouched', () => {
    const queryClient = cacheWith([
      [postKeys.saved(), ['a', 'b']],
      [postKeys.activities('u1'), 'text'],
    ]);
    void queryClient.prefetchQuery({ queryKey: postKeys.one('a'), queryFn: () => new Promise<never>(() => {}) });
    patchCached(queryClient, postKeys.all, isA, like);
    expect(queryClient.getQueryData(postKeys.saved())).toEqual(['a', 'b']);
    expect(queryClient.getQueryData(postKeys.activities('u1'))).toBe('text');
    expect(queryClient.getQueryData(postKeys.one('a'))).toBeUndefined();
  });

  it('keeps the objects of unchanged items, so lists that did not change do not draw again', () => {
    const untouched = { id: 'b', likes: 1 };
    const queryClient = cacheWith([[postKeys.feed('x'), { pages: [{ items: [untouched] }], pageParams: [null] }]]);
    const before = queryClient.getQueryData<InfiniteData<Page>>(postKeys.feed('x'));
    patchCached(queryClient, postKeys.all, isA, like);
    const after = queryClient.getQueryData<InfiniteData<Page>>(postKeys.feed('x'));
    expect(after?.pages[0]?.items[0]).toBe(untouched);
    expect(after).toBe(before);
  });
});
