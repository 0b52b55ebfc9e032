import { describe, expect, it } from 'vitest';
import { itemResolver, itemValues, monthLabel, type ProfileItemValues } from './profile-item-form';

const resolve = (values: ProfileItemValues) =>
  itemResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the experience and education form', () => {
  it('sends "current" as no end month and empty boxes as nothing', async () => {
    const values = {
      ...itemValues('experience', null),
      title: 'Engineer',
      organization: 'FPT',
      start_month: '2024-01',
    };
    expect(await resolve({ ...values, is_current: true, end_month: '2023-01' })).toMatchObject({
      values: { end_month: null, place: null, description: null, visibility: 'public' },
      errors: {},
    });
  });

  it('puts each problem on its box, as a catalog key', async () => {
    const values = { ...itemValues('education', null), title: 'BSc', organization: 'HUST', start_month: '2024-05' };
    const { errors } = await resolve({ ...values, end_month: '2024-01' });
    expect(errors.end_month?.message).toBe('profile_items.validation.end_before_start');
    expect((await resolve({ ...values, start_month: '' })).errors.start_month?.message).toBe(
      'profile_items.validation.month',
    );
  });

  it('reads a month in either language', () => {
    expect(monthLabel('2021-03', 'en')).toBe('Mar 2021');
    expect(monthLabel('2021-03', 'vi')).toMatch(/3.*2021/);
  });
});
