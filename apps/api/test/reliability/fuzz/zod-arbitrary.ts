import fc from 'fast-check';
import { anyJson, anyString, forgedCursors, hostileNumbers } from './hostile';

/**
 * Values for a route's own zod schema (zod 4), most of them valid, some not: each field may
 * instead take a hostile value of any type (docs/reliability.md). Ids are `Ref`s, resolved to a
 * real object of their kind only when the request is sent, so requests reach real rows.
 */

export const REF_KINDS = [
  'posts',
  'comments',
  'tracks',
  'users',
  'notifications',
  'subscriptions',
  'industries',
  'skills',
  'profileItems',
  'evidence',
  'suggestions',
] as const;
export type RefKind = (typeof REF_KINDS)[number];

export class Ref {
  constructor(
    readonly kind: RefKind | 'usernames' | 'emails' | 'hashtags' | 'uploadPaths',
    readonly n: number,
  ) {}
}

/** Which kind of object a field names, by its name. */
function refKindOf(key: string): Ref['kind'] | undefined {
  if (/^(post_)?comment_id$|^parent_comment_id$|^post_comment_id$/.test(key)) return 'comments';
  if (key === 'post_id') return 'posts';
  if (/career_track(s|_id)?$/.test(key) || key === 'next_career_tracks') return 'tracks';
  if (key === 'user_id' || key === 'id') return 'users';
  if (key === 'notification_id') return 'notifications';
  if (key === 'subscription_id') return 'subscriptions';
  if (/industry_id$/.test(key)) return 'industries';
  if (key === 'skill_id' || key === 'into_skill_id') return 'skills';
  if (key === 'item_id') return 'profileItems';
  if (key === 'evidence_id') return 'evidence';
  if (key === 'suggestion_id') return 'suggestions';
  if (key === 'username') return 'usernames';
  if (key === 'hashtag') return 'hashtags';
  if (key === 'path') return 'uploadPaths';
  return undefined;
}

const ref = (kind: Ref['kind']) => fc.nat().map((n) => new Ref(kind, n));

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}
type Check = { _zod: { def: { check: string; maximum?: number; minimum?: number; format?: string; value?: number } } };

function lengthBounds(def: ZodLike['_zod']['def']) {
  const checks = (def.checks as Check[] | undefined) ?? [];
  const max = checks.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;
  const min = checks.find((c) => c._zod.def.check === 'min_length')?._zod.def.minimum;
  return { max, min };
}

function stringArbitrary(def: ZodLike['_zod']['def'], key: string): fc.Arbitrary<unknown> {
  const format = (def.format as string | undefined) ?? '';
  const { max } = lengthBounds(def);
  const kind = refKindOf(key);
  if (key === 'last_evaluated_key') return fc.oneof(fc.constantFrom(...forgedCursors), anyString(300));
  if (format === 'email') return fc.oneof(ref('emails'), ref('emails'), fc.emailAddress(), anyString());
  if (format === 'uuid' || kind) {
    return fc.oneof({ weight: 4, arbitrary: ref(kind ?? 'users') }, { weight: 1, arbitrary: fc.uuid() }, anyString());
  }
  if (format === 'email' || key.includes('email')) {
    return fc.oneof(ref('emails'), fc.emailAddress(), anyString(), fc.constant('Member@Example.com'));
  }
  if (format === 'url' || key.includes('url')) return fc.oneof(fc.webUrl(), anyString());
  if (key.includes('password'))
    return fc.oneof(fc.constant('Ladder#Climb42'), fc.constant('Another#Climb42'), anyString());
  return anyString(max ?? 300);
}

function numberArbitrary(def: ZodLike['_zod']['def']): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileNumbers) },
    { weight: def.coerce ? 1 : 0, arbitrary: fc.integer({ min: -5, max: 100 }).map(String) },
  );
}

/** An arbitrary for one schema; `key` is the field it fills (ids and cursors are chosen by name). */
export function arbitraryOf(schema: unknown, key = '', depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as ZodLike)._zod.def;
  const inner = (s: unknown) => arbitraryOf(s, key, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, key);
    case 'number':
    case 'bigint':
      return numberArbitrary(def);
    case 'boolean':
      return fc.oneof(
        { weight: 5, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: fc.constantFrom('true', 0, null) },
      );
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)) },
        { weight: 1, arbitrary: anyString() },
      );
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 5 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return depth > 4 ? anyJson : inner((def.getter as () => unknown)());
    case 'array': {
      const { max } = lengthBounds(def);
      return fc.array(inner(def.element), { maxLength: Math.min(max ?? 6, 8) + 1 });
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(anyString(20), inner(def.valueType), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def.shape as Record<string, unknown>, depth);
    default:
      return anyJson;
  }
}

/**
 * Half the time every field follows its schema (its strings may still be hostile), so requests
 * get past validation into the services; else a field may be any JSON or missing, and fields the
 * schema does not know may come along.
 */
function objectArbitrary(shape: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(shape);
  const following = fc.record(
    Object.fromEntries(entries.map(([key, field]) => [key, arbitraryOf(field, key, depth + 1)])),
  );
  const wild = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          entries.map(([key, field]) => [
            key,
            fc.oneof(
              { weight: 8, arbitrary: arbitraryOf(field, key, depth + 1) },
              { weight: 1, arbitrary: anyJson },
              { weight: 1, arbitrary: fc.constant(undefined) },
            ),
          ]),
        ),
      ),
      fc.option(fc.dictionary(anyString(20), anyJson, { maxKeys: 2 }), { freq: 3 }),
    )
    .map(([known, unknown]) => (unknown ? { ...unknown, ...known } : known));
  return fc.oneof(following, wild);
}
