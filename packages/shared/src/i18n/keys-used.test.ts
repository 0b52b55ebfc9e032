import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookup } from './translate';
import { pagesEn } from './pages.en';

const WEB_SRC = path.resolve(import.meta.dirname, '../../../../apps/web/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every literal key the web app translates, e.g. t('post.like') or titleKey="auth.reset_title". */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(WEB_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-z_]+(?:\.[a-z0-9_]+)+)'/g)) keys.set(match[1] ?? '', file);
    for (const match of text.matchAll(/(?:Key|key)="([a-z_]+(?:\.[a-z0-9_]+)+)"/g)) keys.set(match[1] ?? '', file);
    for (const match of text.matchAll(/'((?:footer|nav|post|comment|account|auth|settings)\.[a-z0-9_]+)'/g))
      keys.set(match[1] ?? '', file);
  }
  return keys;
}

describe('the web app’s strings', () => {
  it('all come from the catalog: every key it uses exists in English (and so, by the parity test, in Vietnamese)', () => {
    const missing = [...usedKeys()]
      .filter(([key]) => {
        if (key.startsWith('pages.')) return lookup('en', key) === undefined && !hasPath(pagesEn, key.slice(6));
        // Plural keys live as key_one / key_other.
        return lookup('en', key) === undefined && lookup('en', `${key}_one`) === undefined;
      })
      .map(([key, file]) => `${key} (${path.relative(WEB_SRC, file)})`);
    expect(missing).toEqual([]);
  });
});

function hasPath(node: unknown, dotted: string): boolean {
  let current: unknown = node;
  for (const part of dotted.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}
