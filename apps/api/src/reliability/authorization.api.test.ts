import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestContext } from '../../test/helper';
import { CONTENT } from '../../test/reliability/matrix/content';
import { GOAL_PLAN } from '../../test/reliability/matrix/goal-plan';
import { GOAL_SHARES } from '../../test/reliability/matrix/goal-shares';
import { GOAL_NUDGE } from '../../test/reliability/matrix/goal-nudge';
import { PUSH } from '../../test/reliability/matrix/push';
import { HISTORY } from '../../test/reliability/matrix/history';
import { LANGUAGES } from '../../test/reliability/matrix/languages';
import type { CellRequest, Entry } from '../../test/reliability/matrix/kit';
import { PEOPLE } from '../../test/reliability/matrix/people';
import { PRIVACY } from '../../test/reliability/matrix/privacy';
import { SAFETY } from '../../test/reliability/matrix/safety';
import { PROTECTION } from '../../test/reliability/matrix/protection';
import { SHARING } from '../../test/reliability/matrix/sharing';
import { EMBED } from '../../test/reliability/matrix/embed';
import { PROFILE } from '../../test/reliability/matrix/profile';
import { WAY_IN } from '../../test/reliability/matrix/way-in';
import { buildWorld, freshActor, freshAddress, ROLES, type Role, type World } from '../../test/reliability/world';

/**
 * Every route of the API, called by a visitor, the owner of the object it names, another member,
 * a superuser and a deactivated member, against objects made for each call (docs/reliability.md).
 */
const MATRIX: Entry[] = [
  ...PEOPLE,
  ...CONTENT,
  ...GOAL_PLAN,
  ...GOAL_SHARES,
  ...GOAL_NUDGE,
  ...PRIVACY,
  ...WAY_IN,
  ...SHARING,
  ...SAFETY,
  ...PROTECTION,
  ...EMBED,
  ...PROFILE,
  ...PUSH,
  ...HISTORY,
  ...LANGUAGES,
];
const table = new Set<string>();
let ctx: TestContext;
let world: World;

/** `METHOD /path` as the matrix names it: without the /api/v1 prefix or a trailing slash. */
const routeName = (method: string, url: string) =>
  `${method} ${url.replace(/^\/api\/v1(?=\/)/, '').replace(/(.)\/$/, '$1')}`;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_SCALE: '1000' },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) table.add(routeName(method, route.url));
      },
    },
  );
  world = await buildWorld(ctx);
});
afterAll(() => ctx.close());

async function headersOf(role: Role, entry: Entry): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  if (entry.freshSessions && role !== 'deactivated') {
    return (await freshActor(ctx, role === 'superuser' ? { is_superuser: true } : {})).headers;
  }
  return world.actors[role].headers;
}

function injectOf(method: string, entry: Entry, request: CellRequest, headers: Record<string, string>): InjectOptions {
  const url = `${entry.bare ? '' : '/api/v1'}${request.url}`;
  const base = { method: method as InjectOptions['method'], url, remoteAddress: freshAddress(), headers };
  if (request.form) {
    return {
      ...base,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(request.form).toString(),
    };
  }
  if (request.upload) {
    const body = multipart([{ name: 'photo.jpg', type: 'image/jpeg', body: world.jpeg }]);
    return { ...base, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (request.stream) return { ...base, payloadAsStream: true };
  return request.payload ? { ...base, payload: request.payload } : base;
}

/** One cell: its objects, its call, and the status it got. */
async function runCell(method: string, entry: Entry, role: Role): Promise<number> {
  const objects = entry.make ? await entry.make(world) : {};
  const request = entry.request(objects, world);
  const response = await ctx.app.inject(injectOf(method, entry, request, await headersOf(role, entry)));
  if (request.stream) response.stream().destroy();
  return response.statusCode;
}

describe('the authorization matrix', () => {
  it('has a row for every route of the API', () => {
    const declared = new Set(MATRIX.map((entry) => entry.route));
    // A HEAD route answers as its GET does, and runs with the GET's rows.
    const missing = [...table].filter((route) => !declared.has(route.replace(/^HEAD /, 'GET ')));
    const stale = [...declared].filter((route) => !table.has(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('gives every caller what the matrix says, and no 2xx it does not', async () => {
    const heads = new Set([...table].filter((route) => route.startsWith('HEAD ')));
    const surprises: string[] = [];
    const statuses = new Map<number, number>();
    let cells = 0;
    let unexpected2xx = 0;
    for (const entry of MATRIX) {
      const [method = 'GET', path = ''] = entry.route.split(' ');
      const methods = heads.has(`HEAD ${path}`) && method === 'GET' ? ['GET', 'HEAD'] : [method];
      for (const verb of methods) {
        for (const role of ROLES) {
          const status = await runCell(verb, entry, role);
          const wanted = entry.expect[role];
          cells += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === wanted) continue;
          if (status < 300 && wanted >= 300) unexpected2xx += 1;
          surprises.push(
            `${verb} ${path}${entry.variant ? ` (${entry.variant})` : ''} as ${role}: ${status}, expected ${wanted}`,
          );
        }
      }
    }
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(
      `authorization matrix: ${table.size} routes, ${MATRIX.length} rows, ${cells} cells run, ` +
        `unexpected 2xx: ${unexpected2xx}, other surprises: ${surprises.length - unexpected2xx}; statuses ${seen.join(' ')}`,
    );
    expect(surprises).toEqual([]);
    expect(unexpected2xx).toBe(0);
  }, 300_000);
});
