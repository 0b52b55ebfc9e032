import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The variants docs/glossary.md forbids: the backticked words of its table's last column. */
function forbidden(): string[] {
  const rows = readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  return rows.slice(1).flatMap((row) => {
    const last = row.split('|').at(-2) ?? '';
    return [...last.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  });
}

/** Every Vietnamese text members read: the catalogs (mail and pages included) and the demo data. */
function vietnameseSources(): string[] {
  const i18n = path.join(ROOT, 'packages/shared/src/i18n');
  const cli = path.join(ROOT, 'apps/api/src/cli');
  return [
    ...readdirSync(i18n)
      .filter((name) => name === 'vi.ts' || name.endsWith('.vi.ts'))
      .map((name) => path.join(i18n, name)),
    ...readdirSync(cli)
      .filter((name) => name.startsWith('demo-') && !name.includes('.test.'))
      .map((name) => path.join(cli, name)),
  ];
}

describe('the glossary', () => {
  it('lists the variants it forbids', () => {
    expect(forbidden()).toEqual(expect.arrayContaining(['lộ trình nghề nghiệp', 'bài đăng', 'hồ sơ']));
  });

  it('is followed by every Vietnamese text', () => {
    const found = vietnameseSources().flatMap((file) => {
      const text = readFileSync(file, 'utf8').toLowerCase();
      return forbidden()
        .filter((variant) => text.includes(variant.toLowerCase()))
        .map((variant) => `${path.relative(ROOT, file)}: ${variant}`);
    });
    expect(found).toEqual([]);
  });
});
