import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository carries its own map (docs/architecture.md "Where the docs are, and how code
 * cites them"): nothing cites a file a clone does not have, and every `docs/` path cited exists.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every tracked file with its text; binary files (a NUL byte) are left out. */
function trackedTexts(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 })
    .split('\0')
    .filter((file) => file !== '' && !file.split('/').includes('node_modules'));
  return files
    .filter((file) => existsSync(path.join(ROOT, file)))
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
}

// Built from parts, so that this file does not name what it looks for.
const dot = (name: string) => `${name}\\.md`;
const OUTSIDE = new RegExp(
  [
    `\\.\\./${'shared'}`,
    `/work/${'shared'}`,
    ...['SPEC', 'API', 'ARCHITECTURE', 'STYLE', 'DEPENDENCIES'].map((name) => `(?<![\\w.-])${dot(name)}`),
  ].join('|'),
  'g',
);

/** A `docs/...` path, not inside a longer path or URL (`/api/docs/` is a route). */
const DOCS_PATH = new RegExp(`(?<![\\w./-])docs/[\\w./*-]*[\\w*]`, 'g');
/** A section cited right after its file: the heading, in double quotes. */
const DOCS_SECTION = new RegExp(`(?<![\\w./-])(docs/[\\w./-]*\\.md) "([^"\\n]+)"`, 'g');

/**
 * Whether a cited docs path names something: a file or folder, a decision by its number
 * (`docs/decisions/0011`), a glob (`docs/api*`) or the numbering placeholder of docs/decisions/README.md.
 */
function exists(cited: string): boolean {
  const clean = cited.replace(/[.]+$/, '');
  if (existsSync(path.join(ROOT, clean))) return true;
  const dir = path.dirname(clean);
  const base = path.basename(clean);
  if (base.startsWith('NNNN')) return existsSync(path.join(ROOT, dir));
  if (!existsSync(path.join(ROOT, dir))) return false;
  const names = readdirSync(path.join(ROOT, dir));
  if (base.endsWith('*')) return names.some((name) => name.startsWith(base.slice(0, -1)));
  return /^\d{4}$/.test(base) && names.some((name) => name.startsWith(`${base}-`));
}

/** The headings of a markdown file, without their `#` marks. */
function headings(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#+\s+(.+?)\s*$/gm)].map((match) => match[1] ?? ''));
}

describe('the repository carries its own map', () => {
  const texts = trackedTexts();

  it('reads the tracked files', () => {
    expect(texts.map(({ file }) => file)).toContain('docs/architecture.md');
  });

  it('names no file outside the repository (the starting brief, its notes)', () => {
    const found = texts.flatMap(({ file, text }) => [...text.matchAll(OUTSIDE)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
  });

  it('cites only docs/ paths that exist', () => {
    const missing = texts.flatMap(({ file, text }) =>
      [...text.matchAll(DOCS_PATH)].filter((match) => !exists(match[0])).map((match) => `${file}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites only sections that are headings of the cited file', () => {
    const missing = texts.flatMap(({ file, text }) =>
      [...text.matchAll(DOCS_SECTION)]
        .filter(([, cited = '', section = '']) => !existsSync(path.join(ROOT, cited)) || !headings(cited).has(section))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });
});
