import fc from 'fast-check';
import { encodeCursor } from '../../../src/lib/paging';

/**
 * What a keyboard and a script can send that a form never would (docs/reliability.md): every
 * value here is something a member or a client may type or forge.
 */
export const hostileStrings: string[] = [
  '',
  ' ',
  'Tiếng Việt có dấu',
  // The same words with their marks as combining characters (NFD), as some keyboards send them.
  'Tiếng Việt có dấu'.normalize('NFD'),
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  '👩‍💻👨‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'שלום \u200F עולם',
  'nul\u0000byte',
  'lone \uD800 surrogate',
  'lone \uDFFF low',
  '\uFEFFbom',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00%2e%2e%2f',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '{{constructor}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'true',
  'null',
  '@',
  '#',
  '#hashtag #Việt #👩‍💻',
  'a'.repeat(10_001),
];

/** Cursors a client may forge: garbage, truncated, out of range, or of another list's shape. */
export const forgedCursors: string[] = [
  'foo 1',
  'MjAyNi0xMS0yNQ',
  '2026-11-25T00:00:00.000Z 00000000-0000-0000-0000-000000000000',
  '9999-12-31T23:59:59.999999Z ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0000-01-01T00:00:00Z x',
  '2026-11-25T00:00:00.000000Z',
  '["a",1]',
  '{"id":1}',
  '1 2 3 4 5',
  '-1',
  ' ',
  '\u0000',
  // Well-formed cursors on days no calendar has (the second review found them answered 500).
  ...['2026-02-30T10:00:00Z', '2026-04-31T10:00:00.123456Z', '0000-01-01T00:00:00Z'].flatMap((at) => [
    encodeCursor([at, '00000000-0000-0000-0000-000000000000']),
    encodeCursor([at, 'ladder']),
  ]),
];

export const hostileNumbers: unknown[] = [
  -1,
  0,
  1,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  Number.POSITIVE_INFINITY,
  '10',
  'abc',
  '',
  null,
];

/** A JSON value nested `depth` levels deep. */
export const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** A JSON value nested `depth` levels deep, built only when sent (fast-check prints it by its depth). */
export class Deep {
  constructor(readonly depth: number) {}
  toJSON() {
    return deeplyNested(this.depth);
  }
  [fc.toStringMethod]() {
    return `Deep(${this.depth})`;
  }
}

/** One string: most often an ordinary word, else a hostile one. */
export const anyString = (max = 200): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: Math.min(max, 40) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  );

/** Any JSON value at all, of any type. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileNumbers, true, false, [], {}, ...hostileStrings.slice(0, 12)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(new Deep(64), new Deep(300)),
);
