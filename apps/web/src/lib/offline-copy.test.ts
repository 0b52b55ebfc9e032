import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { growthKeys } from './query-keys/growth';
import { notificationKeys } from './query-keys/notifications';
import { postKeys } from './query-keys/posts';
import { meKey } from './query-keys/session';
import { trackKeys } from './query-keys/tracks';
import { isKept, makeCopy } from './offline-copy';

const ME = 'me-1';
const OTHER = 'other-2';

describe('the copy a member reads offline', () => {
  it('keeps what the member reads of their own, never a search nor another member’s lists', () => {
    const kept = [
      meKey,
      postKeys.feed(null),
      growthKeys.goals(ME),
      growthKeys.skills(ME),
      growthKeys.plan(ME, 't1'),
      growthKeys.gap('t1'),
      trackKeys.byUser(ME, false),
      trackKeys.one('t1'),
      trackKeys.industries('vi'),
    ];
    const left = [
      postKeys.feed('data'),
      postKeys.search('khoa'),
      postKeys.saved(),
      postKeys.byUserList(ME),
      growthKeys.goals(OTHER),
      growthKeys.plan(OTHER, 't1'),
      trackKeys.byUser(OTHER, true),
      trackKeys.preview('t1'),
      trackKeys.allIndustries('en'),
      notificationKeys.all,
    ];
    expect(kept.map((key) => isKept(key, ME))).toEqual(kept.map(() => true));
    expect(left.map((key) => isKept(key, ME))).toEqual(left.map(() => false));
  });

  it('holds the feed’s first two pages and only answered queries', () => {
    const client = new QueryClient();
    const page = (n: number) => ({ items: [{ id: `p${n}` }], last_evaluated_key: `k${n}` });
    client.setQueryData(postKeys.feed(null), {
      pages: [page(1), page(2), page(3)],
      pageParams: [null, 'k1', 'k2'],
    });
    const goals = (trackId: string) => [{ track_id: trackId }];
    client.setQueryData(growthKeys.goals(ME), goals('t1'));
    client.setQueryData(growthKeys.goals(OTHER), goals('t2'));
    void client.prefetchQuery({ queryKey: trackKeys.one('t9'), queryFn: () => new Promise(() => undefined) });

    const copy = makeCopy(client, ME);
    expect(copy.userId).toBe(ME);
    const byKey = new Map(copy.state.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
    expect([...byKey.keys()].sort()).toEqual(
      [JSON.stringify(postKeys.feed(null)), JSON.stringify(growthKeys.goals(ME))].sort(),
    );
    expect(byKey.get(JSON.stringify(postKeys.feed(null)))).toEqual({
      pages: [page(1), page(2)],
      pageParams: [null, 'k1'],
    });
  });
});
