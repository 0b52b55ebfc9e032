/**
 * autocannon setupRequest, loaded by path inside autocannon's worker thread: each request takes
 * the next (member, query) pair of `request.queries`, shared by all connections.
 */
interface RotatingRequest {
  headers?: Record<string, string | string[] | undefined>;
  queries: { authorization: string; path: string }[];
}

let next = 0;

function rotateRequest<R extends RotatingRequest>(request: R): R {
  const query = request.queries[next++ % request.queries.length];
  if (!query) return request;
  return { ...request, path: query.path, headers: { ...request.headers, authorization: query.authorization } };
}

export = rotateRequest;
