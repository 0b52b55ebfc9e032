import { LANGUAGES } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import { describe, expect, it } from 'vitest';

/** Printable ASCII, no diacritics: one GSM-7 segment holds 160 of them (docs/api/phone.md, "The SMS provider"). */
const ONE_SEGMENT = /^[\x20-\x7e]{1,160}$/;

describe('SMS texts', () => {
  it.each(LANGUAGES)('the code message in %s fits one 160-character GSM-7 segment and carries the code', (language) => {
    const text = translate(language, 'sms.phone_code', { code: '123456', minutes: 5 });
    expect(text).toMatch(ONE_SEGMENT);
    expect(text).toContain('123456');
    expect(text).toContain('5');
  });
});
