import { describe, expect, it } from 'vitest';
import { accountKeys } from './account';
import { commentKeys } from './comments';
import { growthKeys } from './growth';
import { notificationKeys } from './notifications';
import { peopleKeys } from './people';
import { postKeys } from './posts';
import { profileKeys } from './profile';
import { safetyKeys } from './safety';
import { authKeys, meKey } from './session';
import { trackKeys } from './tracks';
import { userKeys } from './users';

const keys = {
  meKey,
  authKeys,
  userKeys,
  profileKeys,
  accountKeys,
  postKeys,
  commentKeys,
  peopleKeys,
  trackKeys,
  growthKeys,
  notificationKeys,
  safetyKeys,
};

/** Every key a family's builders make, from sample arguments. */
function keysOf(family: Record<string, unknown>): (readonly unknown[])[] {
  return Object.values(family).map((key) =>
    typeof key === 'function' ? (key as (...args: unknown[]) => readonly unknown[])('x', 'y') : (key as unknown[]),
  );
}

const families = Object.entries(keys).filter(([name]) => name !== 'meKey') as [string, Record<string, unknown>][];
const headsOf = (family: Record<string, unknown>) => [...new Set(keysOf(family).map((key) => key[0]))];

describe('query keys', () => {
  it('group each feature’s caches under first elements no other feature uses, so a prefix refreshes one feature', () => {
    expect(Object.fromEntries(families.map(([name, family]) => [name, headsOf(family)]))).toEqual({
      authKeys: ['legal', 'login-providers'],
      userKeys: ['users'],
      profileKeys: ['profile', 'subscriptions', 'plans'],
      accountKeys: ['data-export', 'deletion-date', 'privacy-settings'],
      postKeys: ['posts'],
      commentKeys: ['comments'],
      peopleKeys: ['people'],
      trackKeys: ['tracks'],
      growthKeys: ['growth'],
      notificationKeys: ['notifications'],
      safetyKeys: ['safety', 'moderation', 'transparency'],
    });
    const heads = [keys.meKey[0], ...families.flatMap(([, family]) => headsOf(family))];
    expect(new Set(heads).size).toBe(heads.length);
  });

  it('never give two different caches the same key', () => {
    const all = [keys.meKey, ...families.flatMap(([, family]) => keysOf(family))].map((key) => JSON.stringify(key));
    expect(new Set(all).size).toBe(all.length);
  });

  it('name a hashtag the same however it is written', () => {
    expect(keys.peopleKeys.hashtag('ReactJS')).toEqual(keys.peopleKeys.hashtag('reactjs'));
  });
});
