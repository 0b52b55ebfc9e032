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

export function decodeCursor(cursor: string | null | undefined, arity: number): string[] | null {
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
    throw AppError.field('last_evaluated_key', 'validation.invalid');
  }
  return parts as string[];
}

/** A keyset cursor over uuid ids (v7, so ordered by time). */
export function decodeIdCursor(cursor: string | null | undefined): string | null {
  const parts = decodeCursor(cursor, 1);
  if (!parts) return null;
  const [id = ''] = parts;
  if (!isUuid(id)) throw AppError.field('last_evaluated_key', 'validation.invalid');
  return id;
}

/** A time as the cursors carry it: PostgreSQL's UTC text, down to the microsecond (db/keyset.ts). */
const EXACT_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$/;

/**
 * A (time, id) keyset position, the one codec of every list ordered by a time: the time must be
 * what the server wrote (anything else, "foo 1" included, is refused before it reaches SQL) and
 * the id a uuid, or any text for lists keyed by name.
 */
export function decodeTimeCursor(
  cursor: string | null | undefined,
  idKind: 'uuid' | 'text' = 'uuid',
): { at: string; id: string } | null {
  const parts = decodeCursor(cursor, 2);
  if (!parts) return null;
  const [at = '', id = ''] = parts;
  if (!EXACT_TIME.test(at) || Number.isNaN(Date.parse(at)) || (idKind === 'uuid' && !isUuid(id)))
    throw AppError.field('last_evaluated_key', 'validation.invalid');
  return { at, id };
}

/** What a page request says: how many items, and after which cursor. */
export type PagingInput = { limit?: number | undefined; last_evaluated_key?: string | null | undefined };

/** Fetch one more than the page size: its presence says whether another page exists. */
export function pageOf<Row, Item>(
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
