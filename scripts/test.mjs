#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests (shared and API, then the web app's), then the API
// suite twice (PGlite, then a throwaway PostgreSQL cluster the harness starts itself), then the
// faults (docs/reliability.md), each file on PostgreSQL clusters of its own. Ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
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
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  vitest('unit', 'unit'),
  vitest('web', 'web'),
  vitest('api-pglite', 'api', { TEST_DB: 'pglite' }),
  vitest('api-postgres', 'api', { TEST_DB: 'postgres' }),
  vitest('faults', 'faults', { TEST_DB: 'postgres' }),
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
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  console.log(
    `◀ ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    passed += step.playwright ? report.stats.expected + report.stats.flaky : report.numPassedTests;
    failed += step.playwright ? report.stats.unexpected : report.numFailedTests;
  }
  if (run.status !== 0) failures.push(step.name);
}

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
