#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the one compiled server process with
// plain node (no TypeScript loader).
import { spawn } from 'node:child_process';
import { ensureBuilt, root } from './compiled.mjs';

ensureBuilt({ web: true });
// No --enable-source-maps: Node 20 reads the maps at start, a third of the start time
// (docs/operations.md); set NODE_OPTIONS=--enable-source-maps for stack traces in TypeScript.
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
