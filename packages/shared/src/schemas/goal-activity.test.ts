import { describe, expect, it } from 'vitest';
import { calendarWeeks } from './goal-activity';

describe('calendarWeeks', () => {
  it('draws 12 weeks from Monday, ending with today’s week, with the days after today left out', () => {
    // Friday 27 November 2026.
    const weeks = calendarWeeks({
      today: '2026-11-27',
      days: [
        { date: '2026-11-27', marked: 2, notes: 1 },
        { date: '2026-09-07', marked: 1, notes: 0 },
      ],
    });
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.start).toBe('2026-09-07');
    expect(weeks[0]?.days[0]).toEqual({ date: '2026-09-07', marked: 1, notes: 0 });
    const last = weeks[11];
    expect(last?.start).toBe('2026-11-23');
    expect(last?.days[4]).toEqual({ date: '2026-11-27', marked: 2, notes: 1 });
    expect(last?.days.slice(5)).toEqual([null, null]);
    expect(last).toMatchObject({ marked: 2, notes: 1 });
  });
});
