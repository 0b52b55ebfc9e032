import { describe, expect, it } from 'vitest';
import { gapOf, levelRank } from './growth';

const row = (
  id: string,
  category: number,
  desired: 'Beginner' | 'Know-how' | 'Expert',
  mine: 'Beginner' | 'Know-how' | 'Expert' | null,
) => ({
  skill_id: id,
  skill_name: id,
  skill_category_id: category,
  desired_level: desired,
  my_level: mine,
});

describe('the gap to a track', () => {
  it('compares levels exactly: equal or above is met, below is short by the difference, none is missing', () => {
    expect(levelRank('Beginner')).toBe(1);
    expect(levelRank('Expert')).toBe(5);
    const gap = gapOf([
      row('equal', 1, 'Know-how', 'Know-how'),
      row('above', 1, 'Beginner', 'Expert'),
      row('short', 1, 'Expert', 'Know-how'),
      row('missing', 1, 'Know-how', null),
    ]);
    expect(gap.total).toBe(4);
    expect(gap.met).toBe(2);
    expect(gap.items.map((i) => [i.skill_id, i.status, i.short_by])).toEqual([
      ['short', 'short', 3],
      ['missing', 'missing', 2],
      ['equal', 'met', 0],
      ['above', 'met', 0],
    ]);
  });

  it('keeps categories in order, each with its biggest gaps first', () => {
    const gap = gapOf([row('b1', 2, 'Expert', null), row('a1', 1, 'Beginner', null), row('a2', 1, 'Expert', null)]);
    expect(gap.items.map((i) => i.skill_id)).toEqual(['a2', 'a1', 'b1']);
  });
});
