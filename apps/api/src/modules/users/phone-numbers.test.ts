import { describe, expect, it } from 'vitest';
import { readable, vietnameseMobile } from './phone-numbers';

describe('Vietnamese mobile numbers', () => {
  it.each([
    ['0912345678', '+84912345678'],
    ['+84912345678', '+84912345678'],
    ['84912345678', '+84912345678'],
    ['0912 345 678', '+84912345678'],
    ['+84 (91) 234-5678', '+84912345678'],
    ['0321234567', '+84321234567'],
    ['0561234567', '+84561234567'],
    ['0701234567', '+84701234567'],
    ['0812345678', '+84812345678'],
    ['0591234567', '+84591234567'],
  ])('%s is %s', (typed, e164) => {
    expect(vietnameseMobile(typed)).toBe(e164);
  });

  it.each([
    ['a landline in Ho Chi Minh City', '02838123456'],
    ['a number in the United States', '+14155552671'],
    ['a French mobile number', '+33612345678'],
    ['a digit short', '091234567'],
    ['too long', '091234567890'],
    ['a prefix no network has', '0412345678'],
    ['letters', 'abc'],
    ['digits followed by letters', '0912345678abc'],
    ['nothing', '   '],
  ])('refuses %s', (_what, typed) => {
    expect(vietnameseMobile(typed)).toBeUndefined();
  });

  it('reads a number back grouped, with its country code', () => {
    expect(readable('+84912345678')).toBe('+84 912 345 678');
  });
});
