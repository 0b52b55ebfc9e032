#!/usr/bin/env node
// `npm run cli -- COMMAND`: the compiled CLI, run from the repository root so that a relative
// DATA_DIR (./data by default) names the same folder as `npm start` uses.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, root } from './compiled.mjs';

ensureBuilt({ web: false });
const cli = spawnSync(process.execPath, ['apps/api/dist/cli.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(cli.status ?? 1);
