/**
 * autocannon setupRequest, loaded by path inside autocannon's worker thread: each request takes
 * the next viewer of `request.viewers` (shared by all connections), so that consecutive requests
 * come from different members.
 */
interface RotatingRequest {
  headers?: Record<string, string | string[] | undefined>;
  viewers: { authorization: string; body: string }[];
}

let next = 0;

function rotateRequest<R extends RotatingRequest>(request: R): R {
  const viewer = request.viewers[next++ % request.viewers.length];
  if (!viewer) return request;
  return { ...request, headers: { ...request.headers, authorization: viewer.authorization }, body: viewer.body };
}

export = rotateRequest;
