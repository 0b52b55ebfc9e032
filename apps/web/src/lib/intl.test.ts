import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat, relativeTimeFormat } from './intl';

describe('Intl formatters', () => {
  it('are made once per language and options, in the locale of the language', () => {
    const options: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
    expect(dateFormat('vi', { ...options })).toBe(dateFormat('vi', options));
    expect(dateFormat('en', options)).not.toBe(dateFormat('vi', options));
    expect(dateFormat('en', { ...options, month: 'long' })).not.toBe(dateFormat('en', options));
    expect(dateFormat('vi', options).resolvedOptions().locale).toBe('vi-VN');
    expect(dateFormat('en', options).format(new Date('2021-03-05T00:00:00Z'))).toBe('Mar 2021');
    expect(numberFormat('vi', { maximumFractionDigits: 2 }).format(1.5)).toBe('1,5');
    expect(relativeTimeFormat('en')).toBe(relativeTimeFormat('en'));
    expect(relativeTimeFormat('en').format(-1, 'day')).toBe('yesterday');
  });
});
