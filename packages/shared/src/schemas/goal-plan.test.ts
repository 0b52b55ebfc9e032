import { describe, expect, it } from 'vitest';
import { goalNotesInputSchema, goalProgressInputSchema, progressOf, projectionOf } from './goal-plan';

const today = new Date('2026-11-27T10:00:00Z');

describe('projectionOf (docs/api/goal-plan.md)', () => {
  it('4 skills done in 4 weeks with 8 left: 8 weeks, on track or behind a target date', () => {
    expect(projectionOf({ remaining: 8, doneLastWeeks: 4, targetDate: '2027-01-22', today })).toEqual({
      pace_per_week: 1,
      remaining: 8,
      weeks_left: 8,
      finish_date: '2027-01-22',
      verdict: 'on_track',
    });
    expect(projectionOf({ remaining: 8, doneLastWeeks: 4, targetDate: '2027-01-21', today }).verdict).toBe('behind');
    expect(projectionOf({ remaining: 8, doneLastWeeks: 4, targetDate: null, today }).verdict).toBe('no_date');
  });

  it('rounds up to whole weeks, has no pace before anything is done, and is done with nothing left', () => {
    expect(projectionOf({ remaining: 2, doneLastWeeks: 3, targetDate: null, today }).weeks_left).toBe(3);
    expect(projectionOf({ remaining: 2, doneLastWeeks: 0, targetDate: null, today })).toMatchObject({
      verdict: 'no_pace',
      weeks_left: null,
    });
    expect(projectionOf({ remaining: 0, doneLastWeeks: 0, targetDate: null, today }).verdict).toBe('done');
  });
});

describe('the goal’s progress and its inputs', () => {
  it('counts done and met skills; skipped ones leave the total', () => {
    expect(
      progressOf([
        { status: 'done', gap_status: 'missing' },
        { status: 'to_learn', gap_status: 'met' },
        { status: 'skipped', gap_status: 'met' },
        { status: 'learning', gap_status: 'short' },
      ]),
    ).toEqual({ total: 3, met: 2, skipped: 1 });
  });

  it('needs a reason to skip, and http(s) links', () => {
    expect(goalProgressInputSchema.safeParse({ status: 'skipped' }).success).toBe(false);
    expect(goalProgressInputSchema.safeParse({ status: 'skipped', skip_reason: 'Not needed' }).success).toBe(true);
    const link = (url: string) =>
      goalNotesInputSchema.safeParse({ note: '', links: [{ title: 'A', url }], is_shared: false }).success;
    expect(link('https://example.com')).toBe(true);
    expect(link('javascript:alert(1)')).toBe(false);
  });
});
