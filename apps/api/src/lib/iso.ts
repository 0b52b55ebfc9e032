/** A time as the API answers it: ISO 8601 in UTC, from a Date or a database's text. */
export const iso = (value: string | Date): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** As `iso`, and null for no time. */
export const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : iso(value));
