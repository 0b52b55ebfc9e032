import { describe, expect, it } from 'vitest';
import { EMPTY_EVIDENCE, evidenceResolver, type EvidenceValues } from './evidence-form';

const resolve = (values: EvidenceValues) =>
  evidenceResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the evidence form', () => {
  it('sends a link with its title, and refuses one that is not http(s)', async () => {
    const link = { ...EMPTY_EVIDENCE, title: ' Payments API ', url: 'https://github.com/me/payments' };
    expect(await resolve(link)).toEqual({
      values: { kind: 'link', title: 'Payments API', url: 'https://github.com/me/payments' },
      errors: {},
    });
    const { errors } = await resolve({ ...link, title: '', url: 'javascript:alert(1)' });
    expect([errors.title?.message, errors.url?.message]).toEqual(['validation.required', 'validation.url_invalid']);
  });

  it('sends a PDF, PNG or JPEG under 5 MB, its title optional; anything else stays on its box', async () => {
    const pdf = fileOf('report.pdf', 'application/pdf');
    expect(await resolve({ ...EMPTY_EVIDENCE, kind: 'file', file: pdf })).toEqual({
      values: { kind: 'file', title: '', file: pdf },
      errors: {},
    });
    const problem = async (file: File | null) =>
      (await resolve({ ...EMPTY_EVIDENCE, kind: 'file', file })).errors.file?.message;
    expect(await problem(null)).toBe('profile_items.evidence.file_required');
    expect(await problem(fileOf('notes.txt', 'text/plain'))).toBe('errors.unsupported_file_type');
    expect(await problem(fileOf('big.png', 'image/png', 5_242_881))).toBe('errors.file_too_big');
  });
});
