#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the one compiled server process with
// plain node (no TypeScript loader).
import { spawn } from 'node:child_process';
import { ensureBuilt, root } from './compiled.mjs';

ensureBuilt({ web: true });
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
