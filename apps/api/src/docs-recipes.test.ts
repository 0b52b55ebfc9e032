import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/recipes.md lists the files each everyday change touches (issue 40). A recipe that names a
 * file which moved, or a section whose heading changed, sends a newcomer nowhere: this test fails
 * until the recipe follows the code.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RECIPES = 'docs/recipes.md';

/** Every path git tracks (or is told to add), and every folder above one. */
function repositoryPaths(): { files: string[]; all: Set<string> } {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 })
    .split('\0')
    .filter((file) => file !== '');
  const all = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i <= parts.length; i++) all.add(parts.slice(0, i).join('/'));
  }
  return { files, all };
}

/** A word of a backticked span that names a file or folder: `apps/api/src/app.ts`, `db/`, `vi.ts`. */
const PATH_WORD = /^[\w.<>*…-]+(\/[\w.<>*…-]*)+$|^[\w.-]+\.(ts|tsx|mjs|js|json|md|sql|ya?ml|sh)$/;
/** A part of a path that stands for a name of the reader's choice: `<feature>`, `NAME`, `*.api.test.ts`. */
const PLACEHOLDER = /[<>*…]|(?<![A-Za-z])(NAME|KIND|SHORT_NAME)(?![a-z])/;

/** The paths the recipes name in backticks, as written. */
function citedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].flatMap(([, span = '']) =>
    span
      .split(/\s+/)
      .map((word) => word.replace(/^[(]+|[.,;:)]+$/g, ''))
      .filter((word) => PATH_WORD.test(word) && !/^\d/.test(word)),
  );
}

/**
 * Whether a cited path names something: the path from the root; a name relative to a folder
 * (`meta/_journal.json`) or a bare file name, found at the end of a tracked path; with a
 * placeholder, the folder before it.
 */
function pathExists(cited: string, paths: { files: string[]; all: Set<string> }): boolean {
  const parts = cited.replace(/\/$/, '').split('/');
  const fixed = parts.findIndex((part) => PLACEHOLDER.test(part));
  const known = (fixed === -1 ? parts : parts.slice(0, fixed)).join('/');
  if (known === '') return true;
  if (paths.all.has(known)) return true;
  return paths.files.some((file) => file.endsWith(`/${known}`) || file.includes(`/${known}/`));
}

/** The headings of a markdown file, without their `#` marks. */
function headings(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#+\s+(.+?)\s*$/gm)].map((match) => match[1] ?? ''));
}

/** A docs file followed by a heading in double quotes, and the recipe's own sections cited as `"Heading" below`. */
function citedSections(text: string): { file: string; section: string }[] {
  const elsewhere = [...text.matchAll(/(?<![\w./-])(docs\/[\w./-]*\.md) "([^"\n]+)"/g)].map(
    ([, file = '', section = '']) => ({ file, section }),
  );
  const here = [...text.matchAll(/"([^"\n]+)"\s+(?:below|above)/g)].map(([, section = '']) => ({
    file: RECIPES,
    section,
  }));
  return [...elsewhere, ...here];
}

describe('the recipes name only what exists', () => {
  const text = readFileSync(path.join(ROOT, RECIPES), 'utf8');
  const paths = repositoryPaths();

  it('has the recipes the issue asks for', () => {
    expect([...headings(RECIPES)]).toEqual(
      expect.arrayContaining([
        'Add a notification kind',
        'Add a column',
        'Add a route, with its authorization row and its fuzz entry',
        'Add a page with its menu entry',
        'Add a text in both languages',
        'Write a migration that runs under running instances',
        'Run one test file on PostgreSQL, on PGlite, or in the browser',
      ]),
    );
  });

  it('reads the paths of the recipes, placeholders included', () => {
    expect(citedPaths('edit `apps/api/src/app.ts`, then `e2e/NAME.spec.ts` and `npx vitest run docs/`.')).toEqual([
      'apps/api/src/app.ts',
      'e2e/NAME.spec.ts',
      'docs/',
    ]);
    expect(pathExists('apps/api/src/modules/<feature>/<feature>.routes.ts', paths)).toBe(true);
    expect(pathExists('apps/api/src/modules/nothing-here/x.ts', paths)).toBe(false);
    expect(citedPaths(text).length).toBeGreaterThan(50);
  });

  it('names in backticks only files and folders that exist', () => {
    const missing = citedPaths(text).filter((cited) => !pathExists(cited, paths));
    expect(missing).toEqual([]);
  });

  it('cites only sections that are headings of the cited file', () => {
    const cited = citedSections(text);
    expect(cited.length).toBeGreaterThan(5);
    const missing = cited.filter(({ file, section }) => !paths.all.has(file) || !headings(file).has(section));
    expect(missing.map(({ file, section }) => `${file} "${section}"`)).toEqual([]);
  });
});
