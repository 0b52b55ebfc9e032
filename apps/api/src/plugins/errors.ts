import type { Language } from '@ladder/shared/constants';
import type { ErrorBody, ErrorCode } from '@ladder/shared/errors';
import { ERROR_MESSAGES } from '@ladder/shared/errors';
import { isCatalogKey, pickLanguage, translate } from '@ladder/shared/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';
import { AppError, type FieldError } from '../lib/app-error';
import { errorMessage } from '../lib/log-redaction';

/** The one table from error code to HTTP status (docs/api/conventions.md, "Errors"). */
const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  LOGIN_FAILED: 400,
  LOGOUT_TO_REGISTER: 400,
  TOKEN_INVALID: 400,
  ACTIVATION_PASSWORD_WRONG: 400,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_SAME: 400,
  EMAIL_SAME: 400,
  CREDENTIALS_INVALID: 401,
  EXTERNAL_LOGIN_FAILED: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  ACCOUNT_NOT_ACTIVATED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  STREAM_LIMIT_REACHED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  POST_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
  COMMENT_NOT_FOUND: 404,
  FILE_TOO_BIG: 413,
  TOO_MANY_FILES: 422,
  UNSUPPORTED_FILE_TYPE: 415,
  VIDEO_METADATA: 415,
  UPLOAD_PATH_INVALID: 400,
  STORAGE_FULL: 507,
  LOGIN_REQUIRED: 401,
  CONSENT_REQUIRED: 422,
  AGE_CONFIRMATION_REQUIRED: 422,
  TERMS_REQUIRED: 422,
  PHONE_VERIFICATION_REQUIRED: 403,
  PHONE_CODE_INVALID: 400,
  PHONE_TAKEN: 409,
  SMS_BUDGET_SPENT: 429,
  FOLLOW_SELF: 400,
  SUBSCRIPTION_EXISTS: 409,
  CAREER_TRACK_NOT_FOUND: 404,
  INDUSTRY_NOT_FOUND: 404,
  INDUSTRY_IN_USE: 409,
  SKILL_EXISTS: 409,
  SKILL_NOT_FOUND: 404,
  TRACK_ALREADY_SHARED: 400,
  TRACK_HIDDEN: 409,
  CAREER_TRACK_POST: 400,
  VOTE_OWN_TRACK: 400,
  TRACK_LIMIT_REACHED: 403,
  GOAL_LIMIT_REACHED: 400,
  GOAL_NOT_FOUND: 404,
  GOAL_SHARES_LIMIT: 409,
  GOAL_SKILL_NOT_FOUND: 404,
  BLOCK_SELF: 400,
  REPORT_SELF: 400,
  REPORT_OPEN: 409,
  REPORT_ITEM_NOT_FOUND: 404,
  MUTE_INVALID: 400,
  MUTE_LIMIT: 400,
  ACCOUNT_LOCKED: 403,
  CASE_NOT_FOUND: 404,
  DECISION_NOT_FOUND: 404,
  APPEAL_USED: 409,
  APPEAL_SAME_MODERATOR: 409,
  ACTION_INVALID: 400,
  URL_NOT_FOUND: 404,
  SKILL_MERGE_SELF: 400,
  OEMBED_FORMAT_UNSUPPORTED: 501,
  OEMBED_URL_UNKNOWN: 404,
  NUDGE_LINK_INVALID: 400,
  PROFILE_ITEM_NOT_FOUND: 404,
  PROFILE_ITEM_LIMIT: 400,
  PROFILE_ITEM_NOT_VERIFIABLE: 409,
  FREE_MAIL_DOMAIN: 422,
  WORK_CODE_INVALID: 422,
  NOT_A_CERTIFICATE: 409,
  EVIDENCE_NOT_FOUND: 404,
  EVIDENCE_LIMIT: 400,
  ENDORSEMENT_NOT_FOUND: 404,
  ENDORSE_SELF: 409,
  ENDORSER_TOO_NEW: 403,
  ALREADY_ENDORSED: 409,
  TRANSLATION_NOT_FOUND: 404,
  SUGGESTION_NOT_FOUND: 404,
  SUGGEST_OWN_TRACK: 409,
  SUGGESTION_DECIDED: 409,
  NEW_ACCOUNT_LIMIT: 429,
  VERSION_NOT_FOUND: 404,
  ORIGIN_NOT_FOUND: 404,
};

/** Fastify's own 4xx errors, by their status, as our codes. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'CREDENTIALS_INVALID',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  411: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function fieldErrorsFromValidation(error: FastifyError): FieldError[] {
  return (error.validation ?? []).flatMap((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const prefix = path ? `${path}.` : '';
    // A key the schema does not know is a field the caller may not set: one error per key.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      return (issue.params.keys as string[]).map((key) => ({
        field: `${prefix}${key}`,
        message: 'validation.readonly_field',
      }));
    }
    return [{ field: path || error.validationContext || 'body', message: issue.message ?? 'validation.invalid' }];
  });
}

export function errorBody(request: FastifyRequest, error: AppError): { status: number; body: ErrorBody } {
  // A request the router refused (a path it cannot decode) never got the language plugin's getter.
  const language = (request.language as Language | undefined) ?? pickLanguage(request.headers['accept-language']);
  const errors = error.errors?.map(({ field, message }) => ({
    field,
    message: isCatalogKey(message) ? translate(language, message) : translate(language, 'validation.invalid'),
  }));
  const detail =
    error.code === 'VALIDATION_FAILED' && errors?.[0]
      ? errors[0].message
      : translate(language, ERROR_MESSAGES[error.code], error.params);
  return {
    status: STATUS[error.code],
    body: { detail, code: error.code, ...(errors ? { errors } : {}), ...error.extra },
  };
}

/** How long a client is asked to wait before trying again when the service is unavailable. */
const RETRY_AFTER_SECONDS = 2;

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const { status, body } = errorBody(request, error);
  if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
  else if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.status(status).send(body);
}

/** Whether a database error (or the error it caused, as drizzle wraps them) has one of these SQLSTATEs. */
function hasDatabaseCode(error: unknown, codes: string[]): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns anything thrown into the `{detail, code}` body of docs/api/conventions.md; 5xx details stay in the log. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return sendError(request, reply, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(
          request,
          reply,
          new AppError('VALIDATION_FAILED', { errors: fieldErrorsFromValidation(error) }),
        );
      }
      // A NUL or another character PostgreSQL cannot store in text, anywhere in the input: the
      // statement failed (its transaction rolled back), and the request is what was wrong.
      if (hasDatabaseCode(error, ['22021', '22P05'])) {
        return sendError(request, reply, new AppError('BAD_REQUEST'));
      }
      // The database is away (a restart, a failover): the call may succeed in a moment. One
      // short line, since every call fails the same way meanwhile.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ reason: errorMessage(error) }, 'database unavailable');
        return sendError(request, reply, new AppError('UNAVAILABLE'));
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        const code = FRAMEWORK_CODES[status] ?? 'BAD_REQUEST';
        return sendError(request, reply, new AppError(code));
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, new AppError(status === 503 ? 'UNAVAILABLE' : 'INTERNAL'));
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
