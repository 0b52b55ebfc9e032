#!/usr/bin/env node
// Compiles the API, the @ladder/shared sources it imports and most of its packages into plain
// JavaScript in apps/api/dist: server.js and cli.js (plus the chunks they share), ES modules
// that `node` runs with no TypeScript loader. Bundling the packages too saves the server most of
// its start time (thousands of small files to find and parse; docs/operations.md, "A compiled
// server"). The packages in EXTERNAL stay imports from node_modules: they load native or
// WebAssembly files next to themselves (sharp, argon2, PGlite), read their own files at run time
// (the Swagger UI's assets), are loaded only on some paths (the AWS SDK, ioredis, nodemailer;
// glob, see EDITS) or on none (Fastify's Ajv and fast-json-stringify compilers: lib/zod-compilers.ts
// gives every instance zod's), or are data that Node reads faster as the JSON they ship (mime-db)
// than as JavaScript in the bundle.
// The SQL migrations are copied beside the bundles: db/client.ts finds them from
// import.meta.url, which is apps/api/dist/ once compiled.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('../apps/api/', import.meta.url));
const out = `${api}dist`;

const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@aws-sdk/client-s3',
  'ioredis',
  'nodemailer',
  'pg-native',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'glob',
  'mime-db',
  // Share cards (modules/sharing/card-image.ts): loaded on the first card drawn; satori and
  // resvg load WebAssembly and native files beside themselves, and the fonts are read as files.
  'satori',
  '@resvg/resvg-js',
  '@fontsource/noto-sans',
];
const isExternal = (specifier) => EXTERNAL.some((name) => specifier === name || specifier.startsWith(`${name}/`));
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      isExternal(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * Edits to bundled packages, each for a cost every start paid for nothing (docs/operations.md, "A
 * compiled server"). Each names the exact text it replaces and the build stops if the package no
 * longer has it, so an upgrade cannot change silently what runs.
 * - pg (when loaded) and @fastify/compress (on every reply) touch the global `Response`, which on
 *   Node 20 loads Node's whole fetch implementation (undici), ~25 ms: pg to tell Cloudflare
 *   Workers from Node, compress to ask whether a body is a fetch Response (ours never is). Here
 *   pg takes Node's sockets without asking, and compress asks only about a body that could be a
 *   Response (an object with `arrayBuffer`).
 * - @fastify/static loads glob (with its own dependencies, a twentieth of the code) when loaded,
 *   for its `wildcard: false` mode, which we do not use: here it loads it when it lists files,
 *   and glob stays in node_modules.
 */
const EDITS = [
  {
    file: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/,
    replace: [['if (isCloudflareRuntime()) {', 'if (false) {']],
  },
  {
    file: /[\\/]node_modules[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/,
    replace: [
      ['return obj instanceof Response', "return typeof obj?.arrayBuffer === 'function' && obj instanceof Response"],
    ],
  },
  {
    file: /[\\/]node_modules[\\/]@fastify[\\/]static[\\/]index\.js$/,
    replace: [
      ["const { glob } = require('glob')", ''],
      ['await glob(', "await require('glob').glob("],
    ],
  },
];
const packageEdits = {
  name: 'package-edits',
  setup(context) {
    for (const { file, replace } of EDITS) {
      context.onLoad({ filter: file }, (args) => {
        let source = readFileSync(args.path, 'utf8');
        for (const [from, to] of replace) {
          if (!source.includes(from)) throw new Error(`${args.path} no longer has "${from}"`);
          source = source.replace(from, to);
        }
        return { contents: source, loader: 'js' };
      });
    }
  },
};

/**
 * zod bundles its error messages in 50 languages (`z.locales`, a tenth of the server's code to
 * parse at every start); the API's messages come from our own catalogs (docs/api/conventions.md),
 * and zod's English is only the default it sets itself. The bundle keeps English alone: a call
 * of `z.locales.vi()` or any other language fails here, so use our catalogs instead.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(context) {
    context.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: 'zod-locales', namespace: 'zod-english-only', pluginData: path.dirname(args.importer) }
        : undefined,
    );
    context.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from '../locales/en.js';",
      resolveDir: args.pluginData,
      loader: 'js',
    }));
  },
};

const started = performance.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { server: `${api}src/server.ts`, cli: `${api}src/cli/index.ts` },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // What is loaded only on some paths (the demo data) goes into chunks of its own, beside the
  // entry points so that import.meta.url still names apps/api/dist/.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  target: 'node20',
  sourcemap: 'linked',
  // Stack traces and log lines keep the names of functions and classes.
  keepNames: true,
  plugins: [externalPackages, packageEdits, zodEnglishOnly],
  // The CommonJS packages bundled into these ES modules still call require() and read __dirname.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { dirname as __pathDirname } from 'node:path';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
cpSync(`${api}src/db/migrations`, `${out}/migrations`, { recursive: true });
// scripts/start.mjs compares this stamp with the sources to rebuild a stale server.
writeFileSync(`${out}/BUILT`, `${new Date().toISOString()}\n`);
console.log(`API compiled to apps/api/dist in ${Math.round(performance.now() - started)} ms`);
