import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isExportKey } from './storage/media-store';
import { photoObjectKeys } from './storage/photo-keys';

/**
 * The shipped deployment (compose.yaml, deploy/), read as files: there is no container engine
 * here to run it (docs/containers.md "Containers"). What anyone on the internet may read from the media
 * bucket, which keys the app uses for it, and what the proxy serves and how
 * (docs/decisions/0040-public-media-only-and-https.md).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  command?: string | string[];
  environment?: Record<string, string | null>;
  volumes?: string[];
  ports?: string[];
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
const services = compose.services;
const BUCKET = 'ladder-media';
const id = () => '0192f5a3-7c1e-7d2a-9b4e-5f6a7b8c9d0e';

// Keys as the app makes them (uploads, data exports), checked against its own rules.
const EXPORT_KEY = `users/${id()}/exports/${id()}.zip`;
const PUBLIC_KEYS = [
  `posts/${id()}/${id()}.jpg`,
  `posts/${id()}/${id()}-thumb.webp`,
  ...photoObjectKeys(`users/${id()}/profile_photo/${id()}.webp`),
  ...photoObjectKeys(`users/${id()}/cover_photo/${id()}.webp`),
  `users/${id()}/certificates/${id()}.pdf`,
  `users/${id()}/evidence/${id()}.png`,
];

/** The command a service runs, as one shell text. */
const commandOf = (service: Service | undefined) => [service?.command ?? ''].flat().join('\n');

/** The file on this side of a service's volumes that a path inside its container names. */
function hostFile(service: Service, inside: string): string {
  for (const volume of service.volumes ?? []) {
    const [host = '', container = ''] = volume.split(':');
    if (inside === container || inside.startsWith(`${container}/`))
      return path.join(host, inside.slice(container.length));
  }
  throw new Error(`no volume of the service holds ${inside}`);
}

interface Statement {
  Effect: string;
  Principal?: unknown;
  NotPrincipal?: unknown;
  Action?: string | string[];
  NotAction?: unknown;
  Resource?: string | string[];
  NotResource?: unknown;
}
const readPolicy = (file: string) => JSON.parse(read(file)) as { Statement: Statement[] };
const list = (value: string | string[] | undefined) => [value ?? []].flat();

/** S3's wildcards: `*` any run of characters (slashes too), `?` any one. */
const glob = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(value);
const object = (key: string) => `arn:aws:s3:::${BUCKET}/${key}`;

/** Each `mc` command of a service's shell text, up to the next operator. */
const mcLines = (service: Service | undefined) => commandOf(service).match(/(?<![\w-])mc\s[^&|;)\n]*/g) ?? [];

describe('the media bucket of compose.yaml', () => {
  const init = services['minio-bucket'];

  it('anonymous users may read public media only: no listing, no export, not the whole bucket', () => {
    expect(isExportKey(EXPORT_KEY)).toBe(true);
    const applied = mcLines(init).flatMap((line) => /\banonymous\s+set-json\s+(\S+)/.exec(line)?.[1] ?? []);
    expect(applied, 'the init service applies its anonymous policy with `mc anonymous set-json FILE`').toHaveLength(1);
    const statements = readPolicy(hostFile(init ?? {}, applied[0] ?? '')).Statement;
    const allows = statements.filter((s) => s.Effect === 'Allow');
    for (const statement of allows) {
      // A policy that says what is not covered covers everything else.
      expect(statement).not.toHaveProperty('NotResource');
      expect(statement).not.toHaveProperty('NotAction');
      expect(statement).not.toHaveProperty('NotPrincipal');
      const actions = list(statement.Action);
      const resources = list(statement.Resource);
      for (const action of ['s3:ListBucket', 's3:ListBucketVersions', 's3:ListBucketMultipartUploads'])
        expect(
          actions.filter((pattern) => glob(pattern, action)),
          `anonymous ${action}`,
        ).toEqual([]);
      expect(actions, 'anonymous users only read objects').toEqual(['s3:GetObject']);
      const wide = resources.filter(
        (pattern) =>
          glob(pattern, `arn:aws:s3:::${BUCKET}`) ||
          glob(pattern, object(EXPORT_KEY)) ||
          glob(pattern, object(`users/${id()}/exports/anything`)) ||
          // A prefix the app has not made yet is private until a policy names it.
          glob(pattern, object('some-new-prefix/file.jpg')) ||
          glob(pattern, object(`users/${id()}/some-new-kind/${id()}.webp`)),
      );
      expect(wide, 'anonymous resources that cover exports, the bucket or all of it').toEqual([]);
    }
    // What the pages show is still public.
    for (const key of PUBLIC_KEYS)
      expect(
        allows.some((s) => list(s.Resource).some((pattern) => glob(pattern, object(key)))),
        key,
      ).toBe(true);
  });

  it('is never given a canned anonymous policy (download, public, upload)', () => {
    expect(mcLines(init).filter((line) => /\banonymous\s+set\s+(?!none\b)/.test(line))).toEqual([]);
    expect(commandOf(init)).not.toMatch(/\bpolicy\s+set\s+(download|public|upload)\b/);
  });

  it('the app uses its own S3 user, scoped to the bucket, never the root credentials', () => {
    const store = services.minio?.environment ?? {};
    const apps = Object.entries(services).filter(([, service]) => service.environment?.S3_BUCKET === BUCKET);
    expect(apps.map(([name]) => name).sort()).toEqual(['app1', 'app2']);
    for (const [, app] of apps) {
      const env = app.environment ?? {};
      expect(env.S3_ACCESS_KEY_ID).toBeTruthy();
      expect(env.S3_ACCESS_KEY_ID).not.toBe(store.MINIO_ROOT_USER);
      expect(env.S3_ACCESS_KEY_ID).not.toMatch(/MINIO_ROOT/);
      expect(env.S3_SECRET_ACCESS_KEY).not.toMatch(/MINIO_ROOT/);
      expect(env.S3_SECRET_ACCESS_KEY).not.toBe(store.MINIO_ROOT_PASSWORD);
    }
    const user = apps[0]?.[1].environment?.S3_ACCESS_KEY_ID ?? '';
    const lines = mcLines(init);
    // The init service makes that user, creates its policy from a file and attaches it.
    expect(lines.some((line) => new RegExp(`\\badmin\\s+user\\s+add\\s+\\S+\\s+${user}\\s`).test(line))).toBe(true);
    const created = lines.flatMap((line) => /\badmin\s+policy\s+create\s+\S+\s+(\S+)\s+(\S+)/.exec(line) ?? []);
    const [, policyName = '', policyFile = ''] = created;
    expect(
      lines.some((line) =>
        new RegExp(`\\badmin\\s+policy\\s+attach\\s+\\S+\\s+${policyName}\\s+--user\\s+${user}\\b`).test(line),
      ),
    ).toBe(true);
    const statements = readPolicy(hostFile(init ?? {}, policyFile)).Statement;
    for (const statement of statements) {
      expect(statement.Effect).toBe('Allow');
      for (const resource of list(statement.Resource)) expect(resource).toMatch(/^arn:aws:s3:::ladder-media(\/\*)?$/);
      for (const action of list(statement.Action))
        expect(action).toMatch(/^s3:(GetObject|PutObject|DeleteObject|ListBucket)$/);
    }
  });
});

interface Block {
  head: string;
  children: Block[];
}

/** The Caddyfile as a tree of lines and their blocks (comments left out). */
function caddyfile(text: string): Block {
  const top: Block = { head: '', children: [] };
  const stack = [top];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    const parent = stack[stack.length - 1] ?? top;
    if (line === '}') stack.pop();
    else if (line.endsWith('{')) {
      const block = { head: line.slice(0, -1).trim(), children: [] };
      parent.children.push(block);
      stack.push(block);
    } else parent.children.push({ head: line, children: [] });
  }
  return top;
}

/** Every block or line under `block`, with the blocks that hold it. */
function* walk(block: Block, holders: Block[] = []): Generator<{ node: Block; holders: Block[] }> {
  for (const child of block.children) {
    yield { node: child, holders };
    yield* walk(child, [...holders, child]);
  }
}

describe('deploy/Caddyfile', () => {
  const tree = caddyfile(read('deploy/Caddyfile'));
  // The global options block, when there is one, has no address.
  const sites = tree.children.filter((block) => block.head !== '');

  it('forwards to the bucket only GET and HEAD of public media: never an export, the bucket root or a listing', () => {
    const toBucket = [...walk(tree)].filter(({ node }) => /^reverse_proxy\s+minio:9000\b/.test(node.head));
    expect(toBucket.length).toBeGreaterThan(0);
    for (const { holders } of toBucket) {
      const handle = [...holders].reverse().find((block) => /^handle\s+@\S+$/.test(block.head));
      const name = handle?.head.split(/\s+/)[1] ?? '(no named matcher)';
      const matcher = holders.flatMap((block) => block.children).find((block) => block.head === name);
      const lines = matcher?.children.map((child) => child.head) ?? [];
      expect(lines, `the matcher ${name} of the bucket's handle`).toContain('method GET HEAD');
      const pattern =
        lines
          .find((line) => line.startsWith('path_regexp '))
          ?.split(/\s+/)
          .pop() ?? '^$';
      // The query is dropped: no sub-resource (?acl) nor response override (?response-content-type).
      expect(handle?.children.map((child) => child.head)).toContain('rewrite * {path}?');
      const regexp = new RegExp(pattern);
      for (const key of PUBLIC_KEYS) expect(regexp.test(`/${BUCKET}/${key}`), key).toBe(true);
      for (const refused of [
        `/${BUCKET}`,
        `/${BUCKET}/`,
        `/${BUCKET}/users/`,
        `/${BUCKET}/users/${id()}/`,
        `/${BUCKET}/users/${id()}/exports/`,
        `/${BUCKET}/${EXPORT_KEY}`,
        `/${BUCKET}/users/${id()}/exports/profile_photo/x.zip`,
      ])
        expect(regexp.test(refused), refused).toBe(false);
    }
    // Anything else under the bucket's path is answered by the proxy itself, not the bucket nor the app.
    for (const site of sites) {
      const media = site.children.find((block) => /^handle\s+\/ladder-media\*$/.test(block.head));
      expect(media, 'a `handle /ladder-media*` block').toBeDefined();
      const fallback = media?.children.find((block) => block.head === 'handle');
      expect(fallback?.children.map((child) => child.head)).toEqual([expect.stringMatching(/^respond\s+404$/)]);
    }
  });

  it('serves HTTPS on the site’s name by default, with HSTS; plain HTTP only on loopback, for a trial', () => {
    expect(sites.length).toBeGreaterThan(0);
    const proxy = services.proxy ?? {};
    for (const site of sites) {
      // The address comes from the environment; its default is a name Caddy serves with TLS.
      const match = /^\{\$(\w+)(?::([^}]*))?\}$/.exec(site.head);
      expect(match, `the site address ${site.head}`).not.toBeNull();
      const [, variable = '', fallback = ''] = match ?? [];
      expect(fallback).not.toMatch(/^(http:\/\/|:)/);
      expect(fallback).not.toMatch(/:8080\b/);
      const hsts = [...walk(site)].find(({ node }) => /Strict-Transport-Security/.test(node.head));
      const maxAge = Number(/max-age=(\d+)/.exec(hsts?.node.head ?? '')?.[1] ?? 0);
      expect(maxAge, 'HSTS max-age').toBeGreaterThanOrEqual(31_536_000);
      // compose.yaml names the site from PUBLIC_URL, with no plain-HTTP default, as the app does.
      const site$ = proxy.environment?.[variable] ?? '';
      expect(site$).toMatch(/^\$\{PUBLIC_URL:\?/);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const value of Object.values(service.environment ?? {}))
        expect(value ?? '', `${name}: no default PUBLIC_URL`).not.toMatch(/PUBLIC_URL:-/);
    }
    const ports = proxy.ports ?? [];
    expect(ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    // Any other published port is on loopback only.
    for (const port of ports.filter((p) => !/^(80:80|443:443(\/udp)?)$/.test(p)))
      expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});

// node's flags are given in two places (docs/operations.md, "Memory"): the start script that
// `npm start` and the soak run, and the image's CMD. A flag changed in one is changed in both.
describe("node's flags", () => {
  /** The `--` flags given to node before the script. */
  const flagsOf = (words: string[]) => words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));

  it('are the same in the start script and in the image', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    const image = flagsOf(JSON.parse(cmd ?? '[]') as string[]);
    expect(image).toContain('--max-old-space-size=512');
    expect(flagsOf(scripts.start.split(/\s+/))).toEqual(image);
  });
});
