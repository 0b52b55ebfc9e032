#!/usr/bin/env node
// `npm run start-time`: how long the compiled server takes from spawn to its first answers, on
// PostgreSQL with the migrations and reference data already applied (a restart, a new instance).
// It starts a throwaway cluster, lets one untimed start of the server migrate it, then starts
// `node apps/api/dist/server.js` RUNS times and prints, per run and as the median, the time from
// spawn to the first 200 on /healthz and to the first answer of a real API route that reads the
// database, then to the first page React draws on the server (/login). For comparison it also times the same server with source maps, and run from its
// TypeScript through tsx. This script runs with plain node: the cluster helper it shares with the
// tests is TypeScript, compiled here by esbuild (the build's own tool) into a temporary file.
// Target: under 500 ms to the first answer (docs/operations.md, "A compiled server").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ensureBuilt, root } from './compiled.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const TARGET_MS = 500;

/** One HTTP call; resolves with the status, or null when nothing listens yet. */
function call(port, method, pathname, body) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(null));
    if (body) req.setHeader('content-type', 'application/json');
    req.end(body);
  });
}

async function timeOneStart(args, env) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, args, { cwd: root, env: { ...env, PORT: String(port) }, stdio: 'inherit' });
  let exited = false;
  server.once('exit', () => (exited = true));
  // Polls as fast as a refused connection comes back: the figure is the server's, not the poll's.
  while ((await call(port, 'GET', '/healthz')) !== 200) {
    if (exited) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const healthz = performance.now() - started;
  const status = await call(port, 'POST', '/api/v1/industries/get', '{}');
  const api = performance.now() - started;
  const cpu = cpuMs(server.pid);
  if (status !== 200) throw new Error(`POST /api/v1/industries/get answered ${status}`);
  // The first page React draws on the server loads the renderer then, not at start (issue 31).
  const drawnStatus = await call(port, 'GET', '/login');
  const drawn = performance.now() - started;
  const drawnCpu = cpuMs(server.pid);
  if (drawnStatus !== 200) throw new Error(`GET /login answered ${drawnStatus}`);
  const gone = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await gone;
  return { healthz, api, cpu, drawn, drawnCpu };
}

/**
 * The CPU time the server process has used so far (Linux /proc, 10 ms ticks): on a busy machine
 * the wall-clock figures grow with the load, this one much less.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

async function measure(label, args, env) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timeOneStart(args, env));
  const healthz = median(runs.map((r) => r.healthz));
  const api = median(runs.map((r) => r.api));
  const cpu = median(runs.map((r) => r.cpu));
  const drawn = median(runs.map((r) => r.drawn));
  const drawnCpu = median(runs.map((r) => r.drawnCpu));
  console.log(
    `${label}: median ${ms(healthz)} to /healthz, ${ms(api)} to the first API answer, ${ms(cpu)} of CPU, ` +
      `${ms(drawn)} (${ms(drawnCpu)} of CPU) to the first page drawn by React ` +
      `(runs: ${runs.map((r) => `${Math.round(r.healthz)}/${Math.round(r.api)}`).join(', ')})`,
  );
  return api;
}

ensureBuilt({ web: false });
const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-start-time-'));
const helper = path.join(dataDir, 'pg-cluster.mjs');
await build({
  entryPoints: [path.join(root, 'apps/api/test/pg-cluster.ts')],
  outfile: helper,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
const { freePort, startCluster } = await import(pathToFileURL(helper).href);
const cluster = await startCluster();
try {
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: cluster.url,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'start-time-secret-start-time-secret-0123456789',
    LOG_LEVEL: 'warn',
  };
  // Migrations and reference data once, as a deployment's first instance would have done.
  await timeOneStart(['apps/api/dist/server.js'], env);
  const load = () => loadavg()[0].toFixed(1);
  console.log(
    `Start time on PostgreSQL, migrations applied, ${RUNS} runs each (spawn → first answer); ` +
      `load average ${load()} on ${availableParallelism()} CPUs:`,
  );
  const compiled = await measure(
    'compiled (npm start: node apps/api/dist/server.js)',
    ['apps/api/dist/server.js'],
    env,
  );
  await measure(
    'compiled with NODE_OPTIONS=--enable-source-maps',
    ['--enable-source-maps', 'apps/api/dist/server.js'],
    env,
  );
  await measure('TypeScript through tsx (before)', ['--import', 'tsx', 'apps/api/src/server.ts'], env);
  console.log(`Load average at the end: ${load()}.`);
  console.log(
    compiled < TARGET_MS ? `Under the ${TARGET_MS} ms target.` : `Over the ${TARGET_MS} ms target (${ms(compiled)}).`,
  );
} finally {
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
