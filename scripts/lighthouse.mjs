#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (its default mobile settings: slow 4G, 4x CPU slowdown)
// in Debian's Chromium against the production build served as `npm start` serves it, on a
// fresh embedded database with the demo data. Visitor pages first, then member pages from a
// signed-in browser. Three runs a page; prints the median run's figures. Figures, not a test.
//
//   npm run build && npm run lighthouse          (LIGHTHOUSE_RUNS=1 for a quick look; LH_DUMP=/tmp/x
//                                                 writes each run's whole report to /tmp/x-PAGE-N.json;
//                                                 CHROME_PATH=/usr/bin/chromium by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuilt } from './compiled.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3;
const PORT = 3400 + Math.floor(Math.random() * 500);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { email: 'demo@ladder.vn', password: 'Ladder#Demo2026' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-lighthouse-'));
ensureBuilt({ web: false });
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
const cleanup = async () => {
  await browser?.close().catch(() => undefined);
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

async function waitForServer() {
  for (let i = 0; i < 600; i += 1) {
    const ready = await fetch(`${BASE}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function api(pathname, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${BASE}/api/v1${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status}`);
  return response.json();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${(value / 1000).toFixed(1)} s`;

async function audit(url, isMember) {
  const runs = [];
  let failed = 0;
  while (runs.length < RUNS) {
    const result = await lighthouse(
      url,
      {
        port: Number(new URL(browser.wsEndpoint()).port),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // A member's page needs the session kept in the browser's storage.
        disableStorageReset: isMember,
      },
      undefined,
    );
    // Lighthouse sometimes loses a run's trace (NO_NAVSTART): that run is made again, twice at most,
    // rather than counted as a score of 0.
    if (result.lhr.runtimeError && failed < 2) {
      console.error(`  ${url}: run ${runs.length + 1} failed (${result.lhr.runtimeError.code}), made again`);
      failed += 1;
      continue;
    }
    const { categories, audits } = result.lhr;
    if (process.env.LH_DUMP)
      (await import('node:fs')).writeFileSync(
        `${process.env.LH_DUMP}-${new URL(url).pathname.split('/')[1]}-${runs.length}.json`,
        JSON.stringify(result.lhr),
      );
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // How fast this machine's CPU was during the run (Lighthouse's BenchmarkIndex; it expects
      // at least 1,000): a shared VM's figures move with it.
      hostIndex: Math.round(result.lhr.environment.benchmarkIndex),
      details: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.details?.items?.length)
        .map((a) => `${a.id}: ${JSON.stringify(a.details.items.slice(0, 4)).slice(0, 600)}`),
      failing: Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => a.id),
    });
  }
  const middle = runs.find((r) => r.performance === median(runs.map((x) => x.performance))) ?? runs[0];
  return middle;
}

try {
  await waitForServer();
  const { access_token: token } = await (
    await fetch(`${BASE}/api/v1/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: DEMO.email, password: DEMO.password }),
    })
  ).json();
  const feed = await api('/posts/get-new-feeds', { token, method: 'POST', body: {} });
  const postId = feed.items[0]?.id;
  const tracks = await api('/career-tracks/get-linkable?limit=1', { token, method: 'POST', body: {} });
  const trackId = tracks.items[0]?.id;

  browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--remote-debugging-port=0'],
  });
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = [
    ['/login', false],
    ['/register', false],
    ['/house', false],
    [`/post/${postId}`, false],
    ['/feed', true],
    [`/ladder/${trackId}`, true],
  ];
  const rows = [];
  for (const [pathname, isMember] of pages.filter(([p]) => !only || only.some((o) => p.startsWith(o)))) {
    if (isMember && !rows.some((row) => row.isMember)) {
      // Sign in once through the page itself; the session stays in the browser's storage.
      const page = await browser.newPage();
      await page.goto(`${BASE}/login`);
      await page.type('input[type=email], input[name=username]', DEMO.email);
      await page.type('input[type=password]', DEMO.password);
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      await page.close();
    }
    const figures = await audit(`${BASE}${pathname}`, isMember);
    rows.push({ pathname, isMember, ...figures });
    console.error(`  ${pathname}: performance ${figures.performance}`);
  }

  console.log(`Lighthouse 12, mobile preset, median of ${RUNS} run(s), ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    '| page | seen by | performance | LCP | FCP | TBT | CLS | accessibility | best practices | host CPU index |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.pathname.replace(/[0-9a-f-]{36}/, '{id}')} | ${r.isMember ? 'member' : 'visitor'} | ${r.performance} | ${ms(r.lcp)} | ${ms(r.fcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.hostIndex} |`,
    );
  for (const r of rows) if (r.failing.length) console.log(`${r.pathname}: below 0.9: ${r.failing.join(', ')}`);
  // LIGHTHOUSE_DETAILS=1: what each failing audit found, to fix it.
  if (process.env.LIGHTHOUSE_DETAILS)
    for (const r of rows) for (const line of r.details) console.log(`${r.pathname} ${line}`);
} finally {
  await cleanup();
}
