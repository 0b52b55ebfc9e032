/**
 * Notification benchmark: a burst of likes on one post (docs/decisions/0026-notifications.md).
 * Seeds a throwaway PostgreSQL cluster with 10,000 members, then sends each one's like of one
 * post through the real API (autocannon, 50 connections), twice: on a post whose author hears of
 * likes, and on one whose author switched likes off. It prints the time, likes a second, the
 * author's notification rows (one: it was inserted once and updated by every other like, as its
 * actor_count shows) and a bare Fastify endpoint's rate in the same run.
 * It prints figures; it asserts nothing.
 *
 *   npm run bench:notifications        (BENCH_LIKES=2000 for a quick run)
 */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import { cpuMeter } from '../lib/cpu';
import { openBenchDatabase } from '../lib/database';
import { log, machine, runBench, seconds } from '../lib/lifecycle';
import { cannon } from '../lib/load';
import { percentOf, printTable } from '../lib/report';
import { startServers } from '../lib/servers';

const LIKES = Number(process.env.BENCH_LIKES ?? 10_000) || 10_000;
const CONNECTIONS = 50;
const JWT_SECRET = 'bench-secret-notifications-0123456789abcdef';
const ROTATE_REQUEST = fileURLToPath(new URL('../lib/rotate-request.cts', import.meta.url));

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder notification benchmark: a burst of likes on one post');
  log(`machine: ${machine()}; ${LIKES.toLocaleString('en')} likes, autocannon ${CONNECTIONS} connections`);
  const { url, database, client, version, postmasterPid } = await openBenchDatabase({
    settings: ['-c shared_buffers=256MB', '-c autovacuum=off'],
    poolSize: 20,
  });
  log(`server: ${version}`);

  const seedStart = performance.now();
  await client.query(
    `insert into users (id, email, name, username, is_active, activated_at)
     select ladder_uuid_v7(), 'liker' || i || '@bench.test', 'Liker ' || i, 'liker' || i, true, now()
     from generate_series(1, ${LIKES}) i`,
  );
  const authors = await client.query<{ id: string }>(
    `insert into users (id, email, name, username, is_active, activated_at)
     values (ladder_uuid_v7(), 'heard@bench.test', 'Heard', 'heard', true, now()),
            (ladder_uuid_v7(), 'quiet@bench.test', 'Quiet', 'quiet', true, now()),
            (ladder_uuid_v7(), 'warm@bench.test', 'Warm', 'warm', true, now())
     returning id`,
  );
  const [heard, quiet, warm] = authors.rows.map((row) => row.id);
  await client.query(`insert into notification_settings (user_id, kinds_off) values ($1, '{like}')`, [quiet]);
  const posts = await client.query<{ id: string }>(
    `insert into posts (id, user_id, content)
     values (ladder_uuid_v7(), $1, 'A post many like'), (ladder_uuid_v7(), $2, 'Another post many like'),
            (ladder_uuid_v7(), $3, 'A post that warms the API up') returning id`,
    [heard, quiet, warm],
  );
  const [heardPost, quietPost, warmPost] = posts.rows.map((row) => row.id);
  const sessions = createSessionsService({ db: database.db, jwtSecret: JWT_SECRET });
  const likers = await client.query<{ id: string }>(`select id from users where email like 'liker%' order by id`);
  const tokens: string[] = [];
  for (let i = 0; i < likers.rows.length; i += 200)
    tokens.push(
      ...(await Promise.all(
        likers.rows
          .slice(i, i + 200)
          .map(async (m) => `Bearer ${(await sessions.issue(m.id, 'bench/notifications')).access_token}`),
      )),
    );
  log(`seeded ${LIKES.toLocaleString('en')} members with a session each in ${seconds(performance.now() - seedStart)}`);

  const { apiUrl, bareUrl } = await startServers({
    url,
    database,
    jwtSecret: JWT_SECRET,
    dataDirPrefix: 'ladder-bench-notify-',
  });
  const bare = await cannon({ url: bareUrl, connections: CONNECTIONS, postmasterPid: null }, 5);

  /** Likes until every one is told (like_notices empty: docs/decisions/0064-likes-told-in-batches.md). */
  const told = async () => {
    for (;;) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from like_notices');
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const burst = async (name: string, postId: string, authorId: string) => {
    const cpu = cpuMeter(postmasterPid);
    const start = performance.now();
    const result = await autocannon({
      url: apiUrl,
      connections: CONNECTIONS,
      amount: LIKES,
      workers: 1,
      timeout: 20,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          method: 'PUT',
          path: `/api/v1/post-interactions/${postId}`,
          setupRequest: ROTATE_REQUEST,
          rotation: tokens.map((authorization) => ({ authorization, body: '{"liked":true}' })),
        } as autocannon.Request,
      ],
    });
    const ms = performance.now() - start;
    await told();
    const used = cpu.stop(result.requests.total);
    const row = await client.query<{ n: string; actors: number | null; unread: number | null }>(
      `select count(*) as n, max(actor_count) as actors,
              (select unread from notification_counts where user_id = $1) as unread
       from notifications where user_id = $1`,
      [authorId],
    );
    const likes = await client.query<{ total: number }>('select total_post_likes as total from posts where id = $1', [
      postId,
    ]);
    return [
      name,
      seconds(ms),
      String(Math.round((result.requests.total / ms) * 1000)),
      String(result.latency.p99),
      String(result.non2xx),
      String(likes.rows[0]?.total ?? 0),
      row.rows[0]?.n ?? '0',
      String(row.rows[0]?.actors ?? 0),
      String(row.rows[0]?.unread ?? 0),
      percentOf((result.requests.total / ms) * 1000, bare.rps),
      used.nodeMsPerRequest.toFixed(2),
      used.pgMsPerRequest?.toFixed(2) ?? '-',
    ];
  };

  log();
  // The first burst would also pay for the API's JIT, the pool's catalog caches and every member's
  // first look-up of their session (then read from memory): a warm-up of as many likes first.
  await burst('warm-up', warmPost ?? '', warm ?? '');
  const rows = [
    await burst('author hears of likes', heardPost ?? '', heard ?? ''),
    await burst('author switched likes off', quietPost ?? '', quiet ?? ''),
  ];
  log(`bare Fastify GET /: ${Math.round(bare.rps)} req/s (the ratio column compares with it)`);
  printTable(
    [
      'burst',
      'time',
      'likes/s',
      'p99 ms',
      'non-2xx',
      'post likes',
      'notif. rows',
      'actor_count',
      'unread',
      'vs bare',
      'node CPU ms/like',
      'pg CPU ms/like',
    ],
    rows,
  );
  log('node CPU = this process (API, bare server, autocannon); pg CPU = the cluster, each until every like was told.');
  log();
  log(`total time: ${seconds(performance.now() - startedAt)}`);
}

await runBench(main);
