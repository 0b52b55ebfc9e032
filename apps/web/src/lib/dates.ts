import { dateFormat, relativeTimeFormat } from './intl';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "hôm qua": the time since a post, in the reader's language. */
export function timeSince(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** docs/product.md "Fixed values and limits": 'MMM D, YYYY h:mm a'. */
export function fullDate(iso: string, language: string, timeZone?: string): string {
  return dateFormat(language, {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A day without its time: "December 2, 2027", "2 tháng 12, 2027" (a deadline, an end date). */
export function calendarDate(iso: string | number | Date, language: string): string {
  return dateFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * A time under a day's heading (notifications): today "5 minutes ago"; an earlier day its clock
 * time, so it never says "yesterday" under a heading two days back (issue 41).
 */
export function timeInDay(iso: string, language: string, now = Date.now()): string {
  if (new Date(iso).toDateString() === new Date(now).toDateString()) return timeSince(iso, language, now);
  return dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
