#!/usr/bin/env node
// `npm start`: build what is missing or stale, then run the compiled server with plain node (no
// TypeScript loader) in this very process, not a child: SIGTERM or SIGINT sent to the process a
// user or a supervisor started reaches the server itself, which drains and stops, and nothing is
// left running after it (docs/operations.md, "Stopping"). The `start` script of package.json runs
// this file with `exec`, so that npm's shell is not one more process between them.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { ensureBuilt, root } from './compiled.mjs';

ensureBuilt({ web: true });
// From the repository root, as before: a relative DATA_DIR (./data by default) is the same folder
// wherever the command was typed.
process.chdir(root);
// No --enable-source-maps: Node 20 reads the maps at start, a third of the start time
// (docs/operations.md); set NODE_OPTIONS=--enable-source-maps for stack traces in TypeScript.
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
