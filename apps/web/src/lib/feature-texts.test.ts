import { enCore } from '@ladder/shared/i18n/core.en';
import { en } from '@ladder/shared/i18n/en';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { loadFeatureTexts } from './feature-texts';

const src = fileURLToPath(new URL('..', import.meta.url));
/** The screens drawn with the core texts only: router.tsx's `authPage` routes and the public layout. */
const CORE_ONLY = [
  'app/layout/public-layout.tsx',
  'app/routes/login.tsx',
  'app/routes/register.tsx',
  'app/routes/forgot-password.tsx',
  'app/routes/linkedin.tsx',
  'app/routes/new-account.tsx',
  'app/routes/reset-password.tsx',
  'app/routes/confirm-email.tsx',
  'app/routes/not-found.tsx',
];
const featureSections = Object.keys(en).filter((section) => !(section in enCore));

/** The app's files a module imports, directly or not (relative imports only). */
function importedFiles(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), specifier!);
    const next = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => existsSync(file));
    if (next) importedFiles(next, seen);
  }
  return seen;
}

describe("the features' texts", () => {
  it('are not read by the screens drawn with the core catalog (they would show keys, and fail hydration)', () => {
    expect(featureSections).toContain('tracks');
    const pattern = new RegExp(`['\`](?:${featureSections.join('|')})\\.[a-zA-Z_.]+`, 'g');
    const offenders: string[] = [];
    for (const root of CORE_ONLY) {
      for (const file of importedFiles(path.join(src, root))) {
        for (const [key] of readFileSync(file, 'utf8').matchAll(pattern)) {
          offenders.push(`${path.relative(src, file)}: ${key}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('load with the first route that needs them', async () => {
    expect(i18n.t('tracks.ui.edit')).toBe('tracks.ui.edit');
    await loadFeatureTexts();
    expect(i18n.t('tracks.ui.edit')).toBe(en.tracks.ui.edit);
  });
});
