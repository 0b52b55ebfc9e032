import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { checkNames, serverNameErrors } from './reference-form-model';

describe('the reference data dialog', () => {
  it('sends both names trimmed, and refuses a blank or too long one with the field’s catalog key', () => {
    expect(checkNames('skills', { name_en: '  Git ', name_vn: 'Git' })).toEqual({
      names: { name_en: 'Git', name_vn: 'Git' },
    });
    expect(checkNames('industries', { name_en: ' ', name_vn: 'x'.repeat(256) })).toEqual({
      errors: { name_en: 'tracks.validation.required', name_vn: 'tracks.validation.max_255' },
    });
  });

  it('puts the API’s field errors under their field, and a taken skill name under the English name', () => {
    const invalid = new ApiError(
      422,
      { code: 'VALIDATION_FAILED', detail: 'Check the form.', errors: [{ field: 'name_vn', message: 'Too long.' }] },
      'x',
    );
    expect(serverNameErrors(invalid)).toEqual({ name_vn: 'Too long.' });
    const taken = new ApiError(409, { code: 'SKILL_EXISTS', detail: 'The skill "Git" already exists.' }, 'x');
    expect(serverNameErrors(taken)).toEqual({ name_en: 'The skill "Git" already exists.' });
    expect(serverNameErrors(new Error('offline'))).toEqual({});
  });
});
