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
