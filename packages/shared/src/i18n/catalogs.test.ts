import { describe, expect, it } from 'vitest';
import { en } from './en';
import { serverEn } from './server.en';
import { serverVi } from './server.vi';
import { pagesEn } from './pages.en';
import { pagesVi } from './pages.vi';
import { vi } from './vi';
import { pickLanguage, translate } from './translate';

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const entry of flatten(value, path)) out.set(...entry);
    else out.set(path, value);
  }
  return out;
}

describe('catalogs', () => {
  // The long page texts are a catalog section of their own, loaded by the web app on demand;
  // the mail texts are the API's alone.
  const enKeys = flatten({ ...en, pages: pagesEn, ...serverEn });
  const viKeys = flatten({ ...vi, pages: pagesVi, ...serverVi });

  it('have the same keys in English and Vietnamese', () => {
    expect([...viKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it.each([
    ['en', enKeys],
    ['vi', viKeys],
  ] as const)('%s has no empty or non-string value', (_language, keys) => {
    const bad = [...keys].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('uses the same interpolation names in both languages', () => {
    const names = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...enKeys].filter(([key, text]) => names(text).join() !== names(viKeys.get(key)).join());
    expect(mismatched).toEqual([]);
  });

  it('rewrites the first version’s English sentences naturally (docs/decisions/0048-natural-english-everywhere.md)', () => {
    expect(translate('en', 'errors.account_inactive')).toBe('This account has been deactivated.');
    expect(translate('en', 'validation.max_255')).toBe('Use 255 characters or fewer.');
  });
});

describe('translate', () => {
  it('fills parameters and falls back to the key for unknown keys', () => {
    expect(translate('vi', 'mail.greeting', { name: 'Lan' })).toBe('Xin chào Lan,');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['vi', 'vi'],
    ['vi-VN,vi;q=0.9,en;q=0.8', 'vi'],
    ['en-US,en;q=0.9,vi;q=0.8', 'en'],
    ['fr-FR,vi;q=0.5', 'vi'],
    ['en;q=0.1, vi;q=0.9', 'vi'],
    ['de', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
