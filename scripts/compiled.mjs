// What `npm start` and `npm run cli` run: the compiled server and CLI (apps/api/dist), built
// here first when missing or older than a source file, so a fresh clone and a `git pull` both
// work without a separate build step (docs/operations.md, "A compiled server").
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = path.join(root, 'apps/api/dist/BUILT');
const sources = ['apps/api/src', 'packages/shared/src', 'scripts/build-api.mjs'].map((p) => path.join(root, p));

/** The newest modification time under a file or folder (tests included: cheap and harmless). */
function newest(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

function run(args) {
  // The build talks on stderr: what the CLI prints on stdout stays its own.
  const result = spawnSync('npm', args, { cwd: root, stdio: ['inherit', process.stderr, 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the web app when it was never built, and the API when its build is missing or stale. */
export function ensureBuilt({ web }) {
  const webBuilt = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
  if (web && !webBuilt.every((file) => existsSync(path.join(root, file)))) {
    console.error('Building the web app (first start)...');
    run(['run', '--silent', 'build', '--workspace', 'apps/web']);
  }
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (sources.some((source) => newest(source) > builtAt)) run(['run', '--silent', 'build', '--workspace', 'apps/api']);
}
