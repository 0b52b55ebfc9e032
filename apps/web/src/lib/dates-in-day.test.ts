import { describe, expect, it } from 'vitest';
import { timeInDay } from './dates';

describe('timeInDay', () => {
  const now = new Date(2026, 10, 27, 10, 0).getTime();

  it('says how long ago for today', () => {
    expect(timeInDay(new Date(2026, 10, 27, 9, 55).toISOString(), 'en', now)).toBe('5 minutes ago');
  });

  it('gives the clock time for an earlier day, never a relative day that disagrees with its heading', () => {
    // 34 hours back rounds to "yesterday", though its day is two days back.
    const twoDaysBack = new Date(2026, 10, 25, 23, 59).toISOString();
    expect(timeInDay(twoDaysBack, 'en', now)).toBe('11:59 PM');
    expect(timeInDay(twoDaysBack, 'vi', now)).toMatch(/^23:59$/);
  });
});
