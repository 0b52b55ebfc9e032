import type { FastifyRequest } from 'fastify';

/** Path segments that carry a mailed token or an address (docs/api: the paths are fixed). */
const SECRET_SEGMENT = /^(\/api\/v1\/(?:new-account|email-change|password-recovery)\/)[^/?#]+/;
/** Query parameters that may carry one. */
const SECRET_PARAMS = new Set(['token', 'email', 'username', 'password', 'code', 'state', 'credential']);

/** A request's URL with every token and address replaced by "[redacted]", fit for a log line. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const cleanPath = pathPart.replace(SECRET_SEGMENT, '$1[redacted]');
  if (query === undefined) return cleanPath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  return `${cleanPath}?${params.toString()}`;
}

/** Fastify's request log fields, with the URL redacted (no secret or address in any log line). */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A SQLSTATE: what marks an error as PostgreSQL's (pg and PGlite alike). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** What a database error may show in a log line: names and codes, never values. */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;
type Fields = Record<string, unknown>;

/**
 * An error's message without a statement's parameters: drizzle appends them to its own
 * ("params: …"), and PostgreSQL quotes the value it could not read in a data exception (class 22:
 * `invalid input syntax for type uuid: "…"`), so those quotes are emptied.
 */
function safeMessage(error: Fields): string {
  const message = typeof error.message === 'string' ? error.message : '';
  const withoutParams = message.split('\nparams:')[0] ?? '';
  const code = error.code;
  return typeof code === 'string' && code.startsWith('22')
    ? withoutParams.replace(/"[^"]*"/g, '"[value]"')
    : withoutParams;
}

/** An error's message fit for a log line (a `reason`), without any statement parameter. */
export function errorMessage(error: unknown): string {
  return typeof error === 'object' && error !== null ? safeMessage(error as Fields) : String(error);
}

/** An error as text for a terminal: its stack, then what caused it, without any parameter. */
export function errorText(error: unknown): string {
  const lines: string[] = [];
  for (let logged: LoggedError | undefined = logError(error); logged && lines.length < 5;) {
    lines.push(lines.length === 0 ? logged.stack || logged.message : `caused by: ${logged.message}`);
    logged = logged.cause as LoggedError | undefined;
  }
  return lines.join('\n');
}

/**
 * The `err` serializer of every log line: an error (and the errors that caused it) with its type,
 * message, code, the text of a failed statement and its stack, never the statement's parameters
 * nor PostgreSQL's detail, where and hint, which repeat values (drizzle, pg and PGlite all attach
 * them). No secret or address then reaches the log through a failed query (the second review).
 */
export function logError(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  return describe(error, 0);
}

/** What the `err` serializer writes. */
export type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

function describe(error: object, depth: number): LoggedError {
  const fields = error as Fields;
  const isDatabase = typeof fields.code === 'string' && SQLSTATE.test(fields.code);
  // PGlite's bundle renames its error class: a database error is named for what it is.
  const type = isDatabase ? 'DatabaseError' : error instanceof Error ? error.constructor.name : 'Object';
  const message = safeMessage(fields);
  const logged: LoggedError = { type, message, stack: `${type}: ${message}` };
  for (const key of isDatabase ? SAFE_FIELDS : (['code', 'statusCode'] as const)) {
    if (fields[key] !== undefined && fields[key] !== null) logged[key] = fields[key];
  }
  if (typeof fields.query === 'string') logged.query = fields.query.slice(0, 2000);
  if (typeof fields.stack === 'string') {
    const frames = fields.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = [`${error instanceof Error ? error.name : type}: ${message}`, ...frames].join('\n');
  }
  const inner = (value: unknown) =>
    typeof value === 'object' && value !== null ? describe(value, depth + 1) : logError(value);
  if (depth < 4 && fields.cause !== undefined) logged.cause = inner(fields.cause);
  if (depth < 4 && Array.isArray(fields.errors)) logged.errors = fields.errors.slice(0, 5).map(inner);
  return logged;
}
