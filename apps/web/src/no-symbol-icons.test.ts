import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/0054-svg-icons-from-one-library.md: every icon is an SVG of lucide-react, never an
 * emoji or a Unicode symbol, which each phone draws its own way and a browser without an emoji
 * font draws as an empty box. The emoji a member picks for a post are text, not icons: the
 * picker's list is the one exception.
 */
const SOURCE = path.dirname(fileURLToPath(import.meta.url));

// Arrows, technical and geometric shapes, dingbats and miscellaneous symbols, emoji, and ×.
const SYMBOL = /[\u00D7\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2900-\u2BFF\u{1F000}-\u{1FAFF}]/u;

function sourcesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesIn(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The code without its comments, and without the picker's list of emoji (content, not icons). */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '');
  return path.basename(file) === 'emoji-picker.tsx' ? text.replace(/const EMOJI = \[[\s\S]*?\n\]/, '') : text;
}

describe('icons', () => {
  it('no component draws an icon with an emoji or a Unicode symbol', () => {
    const found = sourcesIn(SOURCE).flatMap((file) =>
      codeOf(file)
        .split('\n')
        .filter((line) => SYMBOL.test(line))
        .map((line) => `${path.relative(SOURCE, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
