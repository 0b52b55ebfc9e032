#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests (shared and API, then the web app's), then the API
// suite twice (PGlite, and a throwaway PostgreSQL cluster the harness starts itself), then the
// faults (docs/reliability.md), each file on PostgreSQL clusters of its own, then the build and
// the browser tests. Ends with one "N passed, N failed" line.
//
// Steps of one group run two at a time: vitest gives a suite one worker on a 2-core machine
// (cores - 1), so the PGlite and PostgreSQL suites side by side use both cores, and the faults
// take the PostgreSQL suite's place when it ends, then the unit, web and format checks (CI stays
// under its 45 minutes as the suite grows). A step's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = `${root}.tmp/test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitest = (name, project, env = {}) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/${name}.json`,
  ],
  env,
  report: `${results}/${name}.json`,
});

const steps = [
  { name: 'typecheck', group: 'checks', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', group: 'checks', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { ...vitest('api-pglite', 'api', { TEST_DB: 'pglite' }), group: 'api' },
  { ...vitest('api-postgres', 'api', { TEST_DB: 'postgres' }), group: 'api' },
  { ...vitest('faults', 'faults', { TEST_DB: 'postgres' }), group: 'api' },
  // The PGlite suite is the longest step: the short ones follow the PostgreSQL suite and the
  // faults in the other lane, and end before it does.
  { ...vitest('unit', 'unit'), group: 'api' },
  { ...vitest('web', 'web'), group: 'api' },
  { name: 'format', group: 'api', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'bundle-size', command: ['node', 'scripts/bundle-size.mjs'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test'],
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    report: `${results}/e2e.json`,
    playwright: true,
  },
];

let passed = 0;
let failed = 0;
const failures = [];

/**
 * Runs one step. Alone, its output streams as it comes; beside another, it is kept and printed
 * whole when the step ends (a line a minute says what is still running).
 */
function runStep(step, isAlone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (isAlone) console.log(`\n▶ ${step.name}`);
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const heartbeat = isAlone
      ? null
      : setInterval(
          () => console.log(`… ${step.name} running (${Math.round((Date.now() - started) / 1000)} s)`),
          60_000,
        );
    child.on('close', (code) => {
      if (heartbeat) clearInterval(heartbeat);
      if (!isAlone) {
        process.stdout.write(`\n▶ ${step.name}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`◀ ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (step.report && existsSync(step.report)) {
        const report = JSON.parse(readFileSync(step.report, 'utf8'));
        passed += step.playwright ? report.stats.expected + report.stats.flaky : report.numPassedTests;
        failed += step.playwright ? report.stats.unexpected : report.numFailedTests;
      }
      if (code !== 0) failures.push(step.name);
      resolve();
    });
  });
}

/** Steps in order; consecutive steps of one group two at a time. */
const SIDE_BY_SIDE = 2;
for (let i = 0; i < steps.length;) {
  let end = i + 1;
  while (steps[i].group && end < steps.length && steps[end].group === steps[i].group) end += 1;
  const queue = steps.slice(i, end);
  const isAlone = queue.length === 1;
  i = end;
  await Promise.all(
    Array.from({ length: Math.min(SIDE_BY_SIDE, queue.length) }, async () => {
      while (queue.length) await runStep(queue.shift(), isAlone);
    }),
  );
}

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
