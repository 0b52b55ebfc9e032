/**
 * autocannon setupRequest, loaded by path inside autocannon's worker thread: each request takes
 * the next entry of `request.rotation` (shared by all connections), so that consecutive requests
 * come from different members: its Authorization header, and its path and body when given.
 */
interface RotatingRequest {
  headers?: Record<string, string | string[] | undefined>;
  rotation: { authorization: string; path?: string; body?: string }[];
}

let next = 0;

function rotateRequest<R extends RotatingRequest>(request: R): R {
  const entry = request.rotation[next++ % request.rotation.length];
  if (!entry) return request;
  return {
    ...request,
    ...(entry.path === undefined ? {} : { path: entry.path }),
    ...(entry.body === undefined ? {} : { body: entry.body }),
    headers: { ...request.headers, authorization: entry.authorization },
  };
}

export = rotateRequest;
