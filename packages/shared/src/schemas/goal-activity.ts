import { z } from './zod';

/**
 * The activity calendar of one's goal (docs/api/goal-plan.md "Activity"): the last
 * ACTIVITY_WEEKS weeks of work, per day of the member's time zone.
 */

export const ACTIVITY_WEEKS = 12;

export const goalActivityDaySchema = z.object({
  /** YYYY-MM-DD in the member's time zone. */
  date: z.string(),
  /** Skills marked (any status) that day. */
  marked: z.number().int(),
  /** Notes and links saved that day. */
  notes: z.number().int(),
});
export type GoalActivityDay = z.infer<typeof goalActivityDaySchema>;

export const goalActivitySchema = z.object({
  /** Today in the member's time zone: the calendar ends with its week. */
  today: z.string(),
  /** Only the days with something done, oldest first. */
  days: z.array(goalActivityDaySchema),
});
export type GoalActivity = z.infer<typeof goalActivitySchema>;

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface CalendarWeek {
  /** Its Monday, YYYY-MM-DD. */
  start: string;
  /** Monday to Sunday; a day after today is `null`. */
  days: (GoalActivityDay | null)[];
  marked: number;
  notes: number;
}

/** The calendar's weeks, Monday first, the oldest first, ending with today's week. */
export function calendarWeeks(activity: GoalActivity, weeks = ACTIVITY_WEEKS): CalendarWeek[] {
  const byDate = new Map(activity.days.map((day) => [day.date, day]));
  const today = dayOf(activity.today);
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const firstMonday = today - (weekday + 7 * (weeks - 1)) * DAY_MS;
  return Array.from({ length: weeks }, (_, w) => {
    const days = Array.from({ length: 7 }, (_, d) => {
      const at = firstMonday + (w * 7 + d) * DAY_MS;
      if (at > today) return null;
      const date = dateOf(at);
      return byDate.get(date) ?? { date, marked: 0, notes: 0 };
    });
    const sum = (key: 'marked' | 'notes') => days.reduce((total, day) => total + (day?.[key] ?? 0), 0);
    return { start: dateOf(firstMonday + w * 7 * DAY_MS), days, marked: sum('marked'), notes: sum('notes') };
  });
}
