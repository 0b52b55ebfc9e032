import type { InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { multipart } from '../../helper';
import { anyJson, anyString, deeplyNested } from './hostile';
import { arbitraryOf, Ref, type RefKind } from './zod-arbitrary';

/** One generated request, with its ids still `Ref`s (docs/reliability.md). */
export interface RequestPlan {
  method: string;
  /** The route's path, `:params` still in it. */
  route: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** How the body travels. */
  encoding:
    | 'json'
    | 'json-duplicate-keys'
    | 'json-broken'
    | 'json-100k-deep'
    | 'text'
    | 'form'
    | 'none'
    | 'jpeg'
    | 'garbage-file'
    | 'huge';
  caller: 'visitor' | 'garbage-token' | number;
  language: 'en' | 'vi' | 'xx-YY';
}

/**
 * Routes outside /api/v1 fuzzed too, as the API's own: the embeddable card and its oEmbed
 * (docs/decisions/0051-embedding-a-track.md), and the share target's POST when no service worker
 * answers it (docs/decisions/0059-installable-app-and-web-push.md).
 */
export const FUZZED_OUTSIDE_API = ['/embed/ladder/:id', '/oembed', '/share'];
/** oEmbed answers 501 for a format it does not make (oembed.com): the one 5xx a client may cause. */
export const isExpected5xx = (route: string, status: number) => route === '/oembed' && status === 501;

/** The routes worth fuzzing: the API's own, with their schemas. */
export interface FuzzRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const ENCODINGS: RequestPlan['encoding'][] = [
  'json-duplicate-keys',
  'json-broken',
  'json-100k-deep',
  'text',
  'form',
  'none',
  'huge',
];

function planOf(route: FuzzRoute, members: number): fc.Arbitrary<RequestPlan> {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const isUpload = route.url.endsWith('/upload-files');
  const fields = (s: unknown) => (s ? arbitraryOf(s) : fc.constant({}));
  return fc.record({
    method: fc.constant(route.method),
    route: fc.constant(route.url),
    params: fields(schema.params) as fc.Arbitrary<Record<string, unknown>>,
    query: fc.oneof(
      { weight: 6, arbitrary: fields(schema.querystring) },
      // A key repeated (`?limit=1&limit=2`), or a hostile value in place of any.
      {
        weight: 1,
        arbitrary: fc.dictionary(
          fc.constantFrom('limit', 'user_id', 'post_id', 'keywords'),
          fc.array(anyString(), { maxLength: 3 }),
        ),
      },
    ) as fc.Arbitrary<Record<string, unknown>>,
    body: schema.body
      ? fc.oneof({ weight: 5, arbitrary: arbitraryOf(schema.body) }, { weight: 1, arbitrary: anyJson })
      : anyJson,
    encoding: isUpload
      ? fc.constantFrom<RequestPlan['encoding']>('jpeg', 'jpeg', 'garbage-file', 'json', 'none')
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant<RequestPlan['encoding']>('json') },
          { weight: 2, arbitrary: fc.constantFrom(...ENCODINGS) },
        ),
    caller: fc.oneof(
      { weight: 6, arbitrary: fc.nat({ max: members - 1 }) },
      { weight: 2, arbitrary: fc.constant<'visitor'>('visitor') },
      { weight: 1, arbitrary: fc.constant<'garbage-token'>('garbage-token') },
    ),
    language: fc.constantFrom<RequestPlan['language']>('en', 'vi', 'xx-YY'),
  });
}

/** Requests spread evenly over every route. */
export const requestArbitrary = (routes: FuzzRoute[], members: number) =>
  fc.oneof(...routes.map((route) => planOf(route, members)));

/** The objects requests name, by kind; refreshed from the database as the run makes more. */
export type Pool = Record<RefKind | 'usernames' | 'emails' | 'hashtags' | 'uploadPaths', PoolItem[]>;
/** A real value, and the member it belongs to (null: nobody's, or anyone's). */
export interface PoolItem {
  value: string;
  owner: string | null;
}

/**
 * Each `Ref` becomes a real object of its kind (or a fresh id when there is none); an even `n`
 * picks one of the caller's own when there is one, so owners' paths are reached too.
 */
export function resolve(value: unknown, pool: Pool, caller: string | null, depth = 0): unknown {
  // Refs sit near the top; a deeply nested hostile value is sent as it is.
  if (depth > 20) return value;
  if (value instanceof Ref) {
    const all = pool[value.kind];
    const own = all.filter((item) => item.owner === caller);
    const list = value.n % 2 === 0 && own.length ? own : all;
    return list[Math.floor(value.n / 2) % list.length]?.value ?? randomUUID();
  }
  const deeper = (item: unknown) => resolve(item, pool, caller, depth + 1);
  if (Array.isArray(value)) return value.map(deeper);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deeper(item)]));
  }
  return value;
}

/** Percent-encoding, where a lone surrogate goes as the bytes a broken client would send (not UTF-8). */
const encodePath = (value: string) =>
  value
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, index) => (index % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, text(item));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}

/** The request Fastify's inject sends for a plan, ids resolved, as `headers` says who calls. */
export function injectOf(
  plan: RequestPlan,
  pool: Pool,
  caller: { id: string | null; headers: Record<string, string> },
  jpeg: Buffer,
): InjectOptions {
  const { headers } = caller;
  const params = resolve(plan.params, pool, caller.id) as Record<string, unknown>;
  // A param the schema does not know (there are none) or that went missing still fills its slot.
  const path = plan.route.replace(/:([a-z_]+)/g, (_m, name: string) => encodePath(text(params[name] ?? 'x')));
  const url = `${path}${queryString(resolve(plan.query, pool, caller.id) as Record<string, unknown>)}`;
  const body = resolve(plan.body, pool, caller.id);
  const base = {
    method: plan.method as InjectOptions['method'],
    url,
    headers: { ...headers, 'accept-language': plan.language },
  };
  const send = (contentType: string, payload: string | Buffer): InjectOptions => ({
    ...base,
    headers: { ...base.headers, 'content-type': contentType },
    payload,
  });
  switch (plan.encoding) {
    case 'none':
      return base;
    case 'json':
      return plan.method === 'GET' ? base : send('application/json', text(body ?? {}));
    case 'json-duplicate-keys':
      return send('application/json', `{"limit":1,"limit":"2","content":"a","content":${text(body)}}`);
    case 'json-broken':
      return send('application/json', text(body).slice(0, -1) || '{');
    case 'json-100k-deep':
      // Written out, not stringified: deeper than any parser's recursion should be asked to go.
      return send('application/json', `${'{"a":['.repeat(50_000)}1${']}'.repeat(50_000)}`);
    case 'text':
      return send('text/plain', text(body));
    case 'form':
      return send('application/x-www-form-urlencoded', new URLSearchParams({ a: text(body) }).toString());
    case 'huge':
      return send('application/json', JSON.stringify({ content: 'á'.repeat(600_000), nested: deeplyNested(100) }));
    case 'jpeg':
    case 'garbage-file': {
      const file = plan.encoding === 'jpeg' ? jpeg : Buffer.from(text(body));
      const form = multipart([{ name: 'f.jpg', type: 'image/jpeg', body: file }]);
      return { ...base, headers: { ...base.headers, ...form.headers }, payload: form.payload };
    }
  }
}
