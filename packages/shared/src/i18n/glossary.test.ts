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

const I18N = path.join(ROOT, 'packages/shared/src/i18n');
/** Where the demo data lives (it moved from cli/demo-*.ts: a test that reads nothing proves nothing). */
const DEMO = path.join(ROOT, 'apps/api/src/cli/demo');

const catalogFiles = () =>
  readdirSync(I18N)
    .filter((name) => name === 'vi.ts' || name.endsWith('.vi.ts'))
    .map((name) => path.join(I18N, name));
const demoFiles = () =>
  readdirSync(DEMO)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .map((name) => path.join(DEMO, name));

/** Every Vietnamese text members read: the catalogs (mail and pages included) and the demo data. */
function vietnameseSources(): string[] {
  return [...catalogFiles(), ...demoFiles()];
}

describe('the glossary', () => {
  it('lists the variants it forbids', () => {
    expect(forbidden()).toEqual(
      expect.arrayContaining([
        'lộ trình nghề nghiệp',
        'bài đăng',
        'hồ sơ',
        'trên 5',
        'bậc',
        'tên đăng nhập',
        'của {{name}}',
      ]),
    );
  });

  it('reads the catalogs and the demo data', () => {
    expect(catalogFiles().length).toBeGreaterThanOrEqual(8);
    expect(demoFiles().length).toBeGreaterThanOrEqual(5);
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
