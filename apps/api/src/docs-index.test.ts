import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/README.md lists every decision record with its title and status (issue 40): a
 * new record, or a record whose status changes, fails this test until the index says so.
 */

const DECISIONS = path.resolve(import.meta.dirname, '../../../docs/decisions');

/** A record's number, title and status, read from its own file. */
function recordSummary(file: string): { number: string; title: string; status: string; date: string } {
  const text = readFileSync(path.join(DECISIONS, file), 'utf8');
  const heading = /^# (\d+)\. (.+)$/m.exec(text);
  const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1] ?? '';
  const status = /^Status: (.+)$/m.exec(text)?.[1] ?? '';
  return {
    number: file.slice(0, 4),
    title: heading?.[2]?.trim() ?? '',
    date,
    // The status up to its first clause, links read as their text: "superseded by 0041".
    status: status
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .split(/;|\s\(|\.\s|\.$/)[0]!
      .trim(),
  };
}

const records = readdirSync(DECISIONS)
  .filter((file) => /^\d{4}-.+\.md$/.test(file))
  .sort();

/** The index's rows by record file, their cells trimmed (the table may be padded). */
function indexRows(): Map<string, string> {
  const text = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
  const rows = text
    .split('\n')
    .filter((line) => /^\|\s*\[\d{4}\]\(/.test(line))
    .map(
      (line) =>
        `| ${line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim())
          .join(' | ')} |`,
    );
  return new Map(rows.map((row) => [/\]\(([^)]+)\)/.exec(row)?.[1] ?? '', row]));
}

describe('the decisions index', () => {
  it('reads the records', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  it('gives every record a number, a title, a date and a status', () => {
    const incomplete = records.filter((file) => {
      const { number, title, status, date } = recordSummary(file);
      return Number(number) === 0 || title === '' || status === '' || date === '';
    });
    expect(incomplete).toEqual([]);
  });

  it('lists every record once, with its title, status and date as the record says', () => {
    const rows = indexRows();
    const expected = records.map((file) => {
      const { number, title, status, date } = recordSummary(file);
      return `| [${number}](${file}) | ${title} | ${status} | ${date} |`;
    });
    expect(records.map((file) => rows.get(file) ?? `(missing) ${file}`)).toEqual(expected);
    expect(rows.size).toBe(records.length);
  });
});
