import type { ErrorOption, UseFormSetError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError, serverDetail } from './api-client';
import { applyServerErrors } from './form-errors';

type Values = { email: string; password: string };

/** The errors a form was given, as react-hook-form's setError receives them. */
function recorder() {
  const placed: Record<string, ErrorOption> = {};
  const setError: UseFormSetError<Values> = (field, error) => {
    placed[field] = error;
  };
  return { placed, setError };
}

const invalid = (errors: { field: string; message: string }[]) =>
  new ApiError(422, { detail: 'Check the fields', code: 'VALIDATION_FAILED', errors }, 'Unprocessable');

describe('applyServerErrors', () => {
  it('puts each message of the server on the field it names and says it did', () => {
    const { placed, setError } = recorder();
    const error = invalid([
      { field: 'email', message: 'Email không hợp lệ' },
      { field: 'password', message: 'Mật khẩu quá ngắn' },
    ]);
    expect(applyServerErrors(error, setError, ['email', 'password'])).toBe(true);
    expect(placed).toEqual({
      email: { type: 'server', message: 'Email không hợp lệ' },
      password: { type: 'server', message: 'Mật khẩu quá ngắn' },
    });
  });

  it('ignores fields the form does not show, and says so when none is left', () => {
    const { placed, setError } = recorder();
    const error = invalid([{ field: 'consent', message: 'Required' }]);
    expect(applyServerErrors(error, setError, ['email'])).toBe(false);
    expect(placed).toEqual({});
  });

  it('leaves errors without fields, and failures that are not answers, to the caller', () => {
    const { placed, setError } = recorder();
    const conflict = new ApiError(409, { detail: 'Taken', code: 'EMAIL_TAKEN' }, 'Conflict');
    expect(applyServerErrors(conflict, setError, ['email'])).toBe(false);
    expect(applyServerErrors(new TypeError('Failed to fetch'), setError, ['email'])).toBe(false);
    expect(placed).toEqual({});
  });
});

describe('ApiError', () => {
  it('reads the error format of docs/api/conventions.md', () => {
    const error = new ApiError(
      403,
      { detail: 'Tài khoản chưa kích hoạt', code: 'ACCOUNT_INACTIVE', is_active: false },
      'Forbidden',
    );
    expect([error.status, error.code, error.detail, error.message, error.isActive]).toEqual([
      403,
      'ACCOUNT_INACTIVE',
      'Tài khoản chưa kích hoạt',
      'Tài khoản chưa kích hoạt',
      false,
    ]);
    expect(error.fieldErrors).toEqual([]);
  });

  it('is a NETWORK error with the fallback text when no error body came', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect([error.code, error.detail]).toEqual(['NETWORK', 'Bad Gateway']);
  });

  it('gives its sentence to a toast only when the server wrote one (serverDetail)', () => {
    const refused = new ApiError(409, { detail: 'Email đã được dùng', code: 'EMAIL_TAKEN' }, 'Conflict');
    expect(serverDetail(refused)).toBe('Email đã được dùng');
    expect(serverDetail(new ApiError(0, {}, 'network'))).toBeUndefined();
    expect(serverDetail(new Error('boom'))).toBeUndefined();
  });
});
