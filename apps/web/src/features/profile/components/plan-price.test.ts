import { describe, expect, it } from 'vitest';
import { en } from '@ladder/shared/i18n/en';
import { translateWith } from '@ladder/shared/i18n/texts';
import { vi } from '@ladder/shared/i18n/vi';
import { planPriceText } from './plan-price';

describe.each([
  ['en', en, 'Free', 'renewed each month'],
  ['vi', vi, 'Miễn phí', 'tự gia hạn hằng tháng'],
] as const)('the plan price in %s', (language, catalog, free, renewal) => {
  const t = (key: string, params?: Record<string, string>) => translateWith([{ language, catalog }], key, params);

  it('reads as free and announces no renewal for 0 VND', () => {
    const text = planPriceText({ payment_amount: 0, payment_currency: 'VND' }, language, t);
    expect(text).toContain(free);
    expect(text).not.toContain(renewal);
    expect(text).not.toMatch(/\b0 VND/);
  });

  it('names a price and its monthly renewal otherwise', () => {
    const text = planPriceText({ payment_amount: 99000, payment_currency: 'VND' }, language, t);
    expect(text).toContain('VND');
    expect(text).toContain(renewal);
  });
});
