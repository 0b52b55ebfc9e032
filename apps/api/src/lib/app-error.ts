import type { ErrorCode } from '@ladder/shared/errors';

export interface FieldError {
  field: string;
  /** A catalog key (`validation.*`) or a finished sentence. */
  message: string;
}

/**
 * The one error type services throw. It carries a stable code; the HTTP status and
 * the sentence in the reader's language are decided by the error plugin.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  readonly errors: FieldError[] | undefined;
  readonly extra: Record<string, unknown>;
  /** Seconds for the answer's Retry-After header (a limit that knows when it frees up). */
  readonly retryAfter: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      errors?: FieldError[];
      extra?: Record<string, unknown>;
      retryAfter?: number;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = options.params ?? {};
    this.errors = options.errors;
    this.extra = options.extra ?? {};
    this.retryAfter = options.retryAfter;
  }

  /** A 422 for one field, for rules only the server can check (an unknown industry, say). */
  static field(field: string, message: string): AppError {
    return new AppError('VALIDATION_FAILED', { errors: [{ field, message }] });
  }
}

/** PostgreSQL's error behind drizzle's wrapper (its `cause`), or the error itself. */
function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  return ((error as { cause?: unknown } | null)?.cause ?? error) as { code?: string; constraint?: string } | null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = databaseError(error);
  return pgError?.code === '23505' && (constraint === undefined || pgError.constraint === constraint);
}

/** A row still referenced by another (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseError(error)?.code === '23503';
}
