import type { Page } from '@ladder/shared/schemas/posts';
import { AppError } from './app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The page size asked for, clamped to the list's maximum. */
export function pageSize(limit: number | undefined, fallback: number, max = 100): number {
  return Math.min(Math.max(limit ?? fallback, 1), max);
}

/**
 * Cursors are opaque to clients: base64url of the keyset position as a JSON array, so that a
 * part may hold any text (a skill named "C|C++" included).
 */
export function encodeCursor(parts: string[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The position's parts as text: decodeKeyset checks what each holds. */
function decodeCursor(cursor: string | null | undefined, arity: number): string[] | null {
  if (!cursor) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== arity ||
    parts.some((part) => typeof part !== 'string' || part === '')
  ) {
    throw invalidCursor();
  }
  return parts as string[];
}

/** A time as the cursors carry it: PostgreSQL's UTC text, down to the microsecond (db/keyset.ts). */
const EXACT_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$/;
const INTEGER = /^-?\d{1,10}$/;

/**
 * A time of the cursors' shape on a day the calendar has: February 30th, April 31st or the year
 * 0 (PostgreSQL has no year 0) would reach SQL and fail there, so they are refused here.
 */
function isCalendarTime(text: string): boolean {
  if (!EXACT_TIME.test(text)) return false;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What each part of a keyset position is: a uuid, any text (a name), a time the server wrote
 * (`exactTime`), an integer (a score), or a rank from 0 to `max` (the lists' groups), the last
 * two read back as numbers.
 */
export type CursorPart = 'uuid' | 'text' | 'time' | 'int' | { readonly max: number };
export type CursorValues<K extends readonly CursorPart[]> = {
  -readonly [I in keyof K]: K[I] extends 'int' | { readonly max: number } ? number : string;
};

/**
 * The one decoder of keyset cursors: the position's parts, each checked against its kind, so
 * that anything the server could not have written ("foo 1" for a time, a quote for an id) is
 * refused with 422 on last_evaluated_key before it reaches SQL.
 */
export function decodeKeyset<const K extends readonly CursorPart[]>(
  cursor: string | null | undefined,
  kinds: K,
): CursorValues<K> | null {
  const parts = decodeCursor(cursor, kinds.length);
  if (!parts) return null;
  return parts.map((part, i) => {
    const kind = kinds[i];
    if (kind === 'int' || typeof kind === 'object') {
      if (!INTEGER.test(part)) throw invalidCursor();
      const value = Number(part);
      if (typeof kind === 'object' && (value < 0 || value > kind.max)) throw invalidCursor();
      return value;
    }
    if (kind === 'uuid' && !isUuid(part)) throw invalidCursor();
    if (kind === 'time' && !isCalendarTime(part)) throw invalidCursor();
    return part;
  }) as CursorValues<K>;
}

/** A keyset position refused: one the server could not have written. */
function invalidCursor(): AppError {
  return AppError.field('last_evaluated_key', 'validation.invalid');
}

/** A keyset cursor over uuid ids (v7, so ordered by time). */
export function decodeIdCursor(cursor: string | null | undefined): string | null {
  return decodeKeyset(cursor, ['uuid'] as const)?.[0] ?? null;
}

/**
 * A (time, id) keyset position, the cursor of every list ordered by a time: the id a uuid, or
 * any text for lists keyed by name.
 */
export function decodeTimeCursor(
  cursor: string | null | undefined,
  idKind: 'uuid' | 'text' = 'uuid',
): { at: string; id: string } | null {
  const position = decodeKeyset(cursor, ['time', idKind] as const);
  return position && { at: position[0], id: position[1] };
}

/** What a page request says: how many items, and after which cursor. */
export type PagingInput = { limit?: number | undefined; last_evaluated_key?: string | null | undefined };

/**
 * The page made of rows fetched one more than the page size (that extra row's presence says
 * another page exists); the cursor is the last item's keyset position, `key`.
 */
export function toPage<Row, Item>(
  rows: Row[],
  size: number,
  present: (row: Row) => Item,
  key: (row: Row) => string[],
): Page<Item> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return {
    items: items.map(present),
    last_evaluated_key: rows.length > size && last ? encodeCursor(key(last)) : null,
  };
}
