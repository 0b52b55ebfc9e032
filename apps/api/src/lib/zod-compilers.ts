import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Fastify's `schemaController` for an instance whose schemas are all zod's (the server, and the
 * documentation instance of plugins/openapi.ts): fastify-type-provider-zod validates and
 * serializes. Given as the compilers' factories, Fastify never builds its defaults, so it never
 * loads Ajv and fast-json-stringify (~20 ms of every start, docs/operations.md, "A compiled
 * server"). Fastify types the factories for Ajv, hence the cast.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
