import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer of compose.yaml (deploy/Caddyfile) on loopback, for the multi-instance test
 * (docs/reliability.md, "Several instances"): `mediaPrefix` goes straight to the bucket's server,
 * everything else to the instances in turn. An instance that refuses the connection is skipped
 * for `failMs` and the request goes to the next one, as Caddy's `fail_duration` and nginx's
 * `max_fails` do: a refused connection never reached the instance, so even a POST is safe to
 * send again. Written on node:http (http-proxy, unchanged since 2020, retries nothing).
 */
export interface RoundRobinProxy {
  base: string;
  /** Requests each upstream answered (by its base URL), and connections refused then retried. */
  figures(): { answered: Record<string, number>; refused: number };
  close(): Promise<void>;
}

/** Which upstream answered, on every answer: lets a test check that both instances took part. */
export const UPSTREAM_HEADER = 'x-test-upstream';

export async function startRoundRobinProxy(options: {
  upstreams: string[];
  media?: { prefix: string; upstream: string };
  failMs?: number;
}): Promise<RoundRobinProxy> {
  const failMs = options.failMs ?? 10_000;
  const downUntil = new Map<string, number>();
  const answered: Record<string, number> = {};
  let refused = 0;
  let next = 0;

  /** The upstreams to try for one request, starting at the next in turn, those not marked down first. */
  const order = () => {
    const start = next;
    next = (next + 1) % options.upstreams.length;
    const turn = options.upstreams.map((_, i) => options.upstreams[(start + i) % options.upstreams.length]!);
    const now = Date.now();
    return [
      ...turn.filter((u) => (downUntil.get(u) ?? 0) <= now),
      ...turn.filter((u) => (downUntil.get(u) ?? 0) > now),
    ];
  };

  const forward = (upstream: string, request: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const headers = { ...request.headers };
      // As Caddy and nginx ($proxy_add_x_forwarded_for) do: the address this proxy saw, appended.
      const seen = request.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${seen}` : seen;
      const outgoing = http.request(new URL(request.url ?? '/', upstream), {
        method: request.method,
        headers,
        agent: false,
      });
      outgoing.on('response', resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const media = options.media && request.url?.startsWith(options.media.prefix) ? options.media.upstream : null;
        const candidates = media ? [media] : order();
        for (const upstream of candidates) {
          try {
            const answer = await forward(upstream, request, body);
            answered[upstream] = (answered[upstream] ?? 0) + 1;
            response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: upstream });
            answer.pipe(response);
            return;
          } catch (error) {
            // Only a refused connection is retried: anything later may have reached the instance.
            if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
            refused += 1;
            downUntil.set(upstream, Date.now() + failMs);
          }
        }
        response.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    figures: () => ({ answered: { ...answered }, refused }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
