import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pagesEn } from './pages.en';
import { serverEn } from './server.en';

/**
 * docs/glossary.md "English": every English text reads as a native product writer would write it
 * (docs/decisions/0048-natural-english-everywhere.md). These are the patterns the first version's
 * messages left behind; a text that matches one fails here.
 */
const PATTERNS: [RegExp, string][] = [
  [/successfully/i, 'say what happened ("Post published"), not that it went well'],
  [/\bdeactive\b/i, '"deactivated"'],
  [/\bis require\b|\bfield is require\b/i, '"This field is required."'],
  [/\bNeed have\b/i, '"Add at least one …"'],
  [/charactor/i, '"characters"'],
  [/must less than/i, '"Use 255 characters or fewer."'],
  [/\bis exists\b/i, '"already exists"'],
  [/\bcan not\b/i, '"can\'t" or "cannot"'],
  [/\bLog(?:ging)? ?(?:out|in)\b|\bLogin to\b/i, '"Sign in" / "Sign out" ("signing out", "sign in")'],
  [
    /^\s*(?:[\w ]+ )?failed[.!]?\s*$|failed[,.!] *(?:please )?try again/i,
    '"Couldn\'t … Please try again." ("failed" is not a sentence)',
  ],
  [/^Ops\b/, '"We couldn\'t …"'],
  [/\bcould not\b/i, '"Couldn\'t …", as every other message says it'],
  [/[.:] Try again\.\s*$/, '"Please try again.", as every other message ends'],
  [/\bsame current\b/i, '"different from the current one"'],
  [/\bFollowings\b/, '"Following"'],
  [/!\s*$/, 'no exclamation marks in messages'],
  [
    /\bcolour|\bfavour|\bbehaviour|\borganis|\brecognis|\bpersonalis|\banalys(?:e|ing)\b|\bcancell(?:ed|ing)\b|\blicence\b|\bcentre\b|\bprogramme\b|travell|\blearnt\b/i,
    'US spelling',
  ],
];

function texts(node: unknown, prefix = ''): [string, string][] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[path, value] as [string, string]];
    return value && typeof value === 'object' ? texts(value, path) : [];
  });
}

describe('English texts', () => {
  const all = texts({ ...en, pages: pagesEn, ...serverEn });

  it('are read from every English catalog', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it.each(PATTERNS.map(([pattern, fix]) => [String(pattern), pattern, fix] as const))(
    'never match %s',
    (_name, pattern, fix) => {
      const found = all.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text} → ${fix}`);
      expect(found).toEqual([]);
    },
  );
});
