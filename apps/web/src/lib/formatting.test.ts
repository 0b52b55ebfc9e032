import { describe, expect, it } from 'vitest';
import { fullDate, timeSince } from './dates';
import { formatCount, formatVnd } from './format';
import { truncate } from './truncate';

// Intl separates some parts with no-break spaces; the reader sees spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatCount (docs/product.md "Fixed values and limits")', () => {
  it('shows counts under 1000 as they are, then k, m and b with one decimal rounded down', () => {
    const en = (value: number) => formatCount(value, 'en');
    expect([0, 7, 999].map(en)).toEqual(['0', '7', '999']);
    expect([1000, 1099, 1999, 999_999].map(en)).toEqual(['1k', '1k', '1.9k', '999.9k']);
    expect([1_000_000, 2_560_000, 1e9, 1_290_000_000].map(en)).toEqual(['1m', '2.5m', '1b', '1.2b']);
  });

  it('writes them the Vietnamese way in Vietnamese: 1,5K, 2,3 Tr, 1,2 Tỷ', () => {
    const vi = (value: number) => formatCount(value, 'vi');
    expect([0, 999, 1000, 1500, 999_999].map(vi)).toEqual(['0', '999', '1K', '1,5K', '999,9K']);
    expect([2_300_000, 1e9, 1_290_000_000].map(vi)).toEqual(['2,3 Tr', '1 Tỷ', '1,2 Tỷ']);
  });
});

describe('formatVnd', () => {
  it('writes đồng the way each language does: ₫350,000 in English, 350.000 ₫ in Vietnamese', () => {
    expect(plain(formatVnd(350_000, 'en'))).toBe('₫350,000');
    expect(plain(formatVnd(350_000, 'vi'))).toBe('350.000 ₫');
    expect(plain(formatVnd(1_234_567.6, 'vi'))).toBe('1.234.568 ₫');
  });
});

describe('timeSince', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (iso: string, language: string) => timeSince(iso, language, now);

  it('names the largest whole unit, in English', () => {
    expect(ago('2026-11-25T11:59:30Z', 'en')).toBe('now');
    expect(ago('2026-11-25T11:55:00Z', 'en')).toBe('5 minutes ago');
    expect(ago('2026-11-25T09:00:00Z', 'en')).toBe('3 hours ago');
    expect(ago('2026-11-24T12:00:00Z', 'en')).toBe('yesterday');
    expect(ago('2026-11-11T12:00:00Z', 'en')).toBe('2 weeks ago');
    expect(ago('2025-11-20T12:00:00Z', 'en')).toBe('last year');
  });

  it('and in Vietnamese', () => {
    expect(ago('2026-11-25T11:59:30Z', 'vi')).toBe('bây giờ');
    expect(ago('2026-11-25T11:55:00Z', 'vi')).toBe('5 phút trước');
    expect(ago('2026-11-25T09:00:00Z', 'vi')).toBe('3 giờ trước');
    expect(ago('2026-11-11T12:00:00Z', 'vi')).toBe('2 tuần trước');
  });
});

describe('fullDate (docs/product.md "Fixed values and limits")', () => {
  it('gives month, day, year and time in the reader’s language', () => {
    expect(plain(fullDate('2026-03-05T14:07:00Z', 'en'))).toBe('Mar 5, 2026, 2:07 PM');
    expect(plain(fullDate('2026-03-05T14:07:00Z', 'vi'))).toBe('14:07 5 thg 3, 2026');
  });
});

describe('truncate', () => {
  it('leaves a text within the limit as it is', () => {
    expect(truncate('Xin chào', 8)).toBe('Xin chào');
  });

  it('cuts to `max` characters including the ellipsis, counting an emoji or a Vietnamese letter once', () => {
    expect(truncate('abcdefghij', 5)).toBe('abcd…');
    expect(truncate('😀😀😀😀😀😀', 4)).toBe('😀😀😀…');
    expect([...truncate('Trường Đại học Bách khoa', 10)]).toHaveLength(10);
  });

  it('cuts at the last space when asked and one is in the second half', () => {
    expect(truncate('Senior product designer', 15, true)).toBe('Senior product…');
    expect(truncate('Supercalifragilistic word', 10, true)).toBe('Supercali…');
  });
});
