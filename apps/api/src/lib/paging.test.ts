import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decodeCursor, decodeIdCursor, encodeCursor } from './paging';

describe('keyset cursors', () => {
  it('carry any text, a "|" included, back unchanged', () => {
    const parts = ['C|C++', 'Kỹ năng 🚀', '01a20114-91f8-774d-9df8-325e3d38b55e'];
    expect(decodeCursor(encodeCursor(parts), 3)).toEqual(parts);
  });

  it.each([
    ['not base64 json', 'bm90IGpzb24', 1],
    ['the wrong number of parts', encodeCursor(['a', 'b']), 1],
    ['an empty part', encodeCursor(['a', '']), 2],
    ['a number', Buffer.from('[1]').toString('base64url'), 1],
  ])('refuse %s as a field error on last_evaluated_key', (_name, cursor, arity) => {
    expect(() => decodeCursor(cursor, arity)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }) as unknown,
    );
  });

  it('accept only uuids as id cursors', () => {
    expect(decodeIdCursor(null)).toBeNull();
    expect(() => decodeIdCursor(encodeCursor(["1' or '1'='1"]))).toThrow(AppError);
  });
});
