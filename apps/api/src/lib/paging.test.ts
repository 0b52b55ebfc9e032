import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decodeIdCursor, decodeKeyset, decodeTimeCursor, encodeCursor, toPage } from './paging';

const ID = '01a20114-91f8-774d-9df8-325e3d38b55e';
const refused = expect.objectContaining({ code: 'VALIDATION_FAILED' }) as unknown;

describe('keyset cursors', () => {
  it('carry any text, a "|" included, back unchanged', () => {
    const parts = ['C|C++', 'Kỹ năng 🚀', ID];
    expect(decodeKeyset(encodeCursor(parts), ['text', 'text', 'uuid'])).toEqual(parts);
  });

  it('read each part as its kind: integers as numbers, times as the server writes them', () => {
    const at = '2026-01-02T03:04:05.123456Z';
    expect(decodeKeyset(encodeCursor(['-3', at, ID]), ['int', 'time', 'uuid'])).toEqual([-3, at, ID]);
    expect(decodeTimeCursor(encodeCursor([at, '#rust']), 'text')).toEqual({ at, id: '#rust' });
    expect(decodeKeyset(undefined, ['int'])).toBeNull();
    expect(decodeKeyset(encodeCursor(['2', ID]), [{ max: 2 }, 'uuid'])).toEqual([2, ID]);
  });

  it.each([
    ['not base64 json', 'bm90IGpzb24', ['text']],
    ['the wrong number of parts', encodeCursor(['a', 'b']), ['text']],
    ['an empty part', encodeCursor(['a', '']), ['text', 'text']],
    ['a number', Buffer.from('[1]').toString('base64url'), ['text']],
    ['an integer that is not one', encodeCursor(['1.5', ID]), ['int', 'uuid']],
    ['a time the server did not write', encodeCursor(['foo 1', ID]), ['time', 'uuid']],
    ['February 30th', encodeCursor(['2026-02-30T10:00:00Z', ID]), ['time', 'uuid']],
    ['April 31st', encodeCursor(['2026-04-31T10:00:00Z', ID]), ['time', 'uuid']],
    ['the year 0', encodeCursor(['0000-01-01T00:00:00Z', ID]), ['time', 'uuid']],
    ['February 29th of a common year', encodeCursor(['2100-02-29T00:00:00Z', ID]), ['time', 'uuid']],
    ['an id that is no uuid', encodeCursor(['1', "1' or '1'='1"]), ['int', 'uuid']],
    ['a rank past the last one', encodeCursor(['3', ID]), [{ max: 2 }, 'uuid']],
    ['a rank below 0', encodeCursor(['-1', ID]), [{ max: 2 }, 'uuid']],
  ] as const)('refuse %s as a field error on last_evaluated_key', (_name, cursor, kinds) => {
    expect(() => decodeKeyset(cursor, kinds)).toThrow(refused);
  });

  it('take any day the calendar has, leap days and the first year included', () => {
    for (const at of [
      '2024-02-29T23:59:59.999999Z',
      '2000-02-29T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '0004-02-29T00:00:00Z',
    ]) {
      expect(decodeTimeCursor(encodeCursor([at, ID]))).toEqual({ at, id: ID });
    }
  });

  it('accept only uuids as id cursors', () => {
    expect(decodeIdCursor(null)).toBeNull();
    expect(() => decodeIdCursor(encodeCursor(["1' or '1'='1"]))).toThrow(AppError);
  });
});

describe('toPage', () => {
  const rows = [1, 2, 3].map((n) => ({ n }));
  it('keeps the page size and gives the last item’s position only when a row more came', () => {
    const page = toPage(
      rows,
      2,
      (row) => row.n * 10,
      (row) => [String(row.n)],
    );
    expect(page.items).toEqual([10, 20]);
    expect(decodeKeyset(page.last_evaluated_key, ['int'])).toEqual([2]);
    expect(
      toPage(
        rows,
        3,
        (row) => row.n,
        (row) => [String(row.n)],
      ).last_evaluated_key,
    ).toBeNull();
  });
});
