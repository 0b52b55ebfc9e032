import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { zodSchemaController } from '../lib/zod-compilers';

/** The Swagger UI's routes (under /api/docs), answered by the documentation instance below. */
const DOCS_PREFIX = '/api/docs';
const DOCS_ROUTES = ['', '/json', '/yaml', '/static/index.html', '/static/swagger-initializer.js'];
/** What an answer of the documentation instance carries that belongs to its own connection. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * OpenAPI generated from the routes' zod schemas, browsable at /api/docs. Building it (the
 * Swagger plugins, their packages and the UI's static files) took about a tenth of the server's
 * start, for a page few requests ask for: so the routes are only noted here, and the first
 * request to /api/docs builds a separate Fastify instance with @fastify/swagger and
 * @fastify/swagger-ui and the same routes and schemas, which then answers every docs request
 * (docs/operations.md, "A compiled server"). The answers, headers included, are the plugins' own.
 */
export default fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    // @fastify/swagger leaves HEAD routes out of the document (its exposeHeadRoutes is off): so
    // do we, and the documentation instance adds its own HEAD routes as Fastify does.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') routes.push(route);
    });

    let docs: Promise<FastifyInstance> | undefined;
    const buildDocs = async () => {
      const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
        import('@fastify/swagger'),
        import('@fastify/swagger-ui'),
      ]);
      const instance = Fastify({
        logger: false,
        routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
        schemaController: zodSchemaController,
      });
      await instance.register(swagger, {
        openapi: {
          info: {
            title: 'Ladder API',
            version: '1.0.0',
            description: 'See docs/api/conventions.md in the repository for the conventions every call follows.',
          },
          servers: [{ url: options.publicUrl }],
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        },
        transform: jsonSchemaTransform,
      });
      await instance.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
      const answer = () => undefined;
      for (const route of routes) {
        // Its own routes (registered above) are already there.
        if (route.url.startsWith(DOCS_PREFIX)) continue;
        instance.route({ method: route.method, url: route.url, schema: route.schema ?? {}, handler: answer });
      }
      await instance.ready();
      return instance;
    };

    app.addHook('onClose', async () => {
      const instance = await docs?.catch(() => undefined);
      await instance?.close();
    });

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      docs ??= buildDocs().catch((error: unknown) => {
        docs = undefined;
        throw error;
      });
      // A HEAD is asked as a GET: Fastify then answers it here as it answers every HEAD.
      const answer = await (await docs).inject({ method: 'GET', url: request.url, headers: request.headers });
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
      }
      // A file the UI does not have is answered as every unknown path is, in our format.
      if (answer.statusCode === 404) return reply.callNotFound();
      return reply.status(answer.statusCode).send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
    };
    for (const route of DOCS_ROUTES) app.get(`${DOCS_PREFIX}${route}`, { schema: { hide: true } }, forward);
    // @fastify/static's route for the UI's files: HEAD and GET as one route.
    app.route({ method: ['HEAD', 'GET'], url: `${DOCS_PREFIX}/static/*`, schema: { hide: true }, handler: forward });
  },
  { name: 'openapi' },
);
