import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The commit-msg check (README.md, "Contributing"): a subject under 72 characters and a blank line
 * before the body, run by git through .githooks/commit-msg once `npm install` has set
 * core.hooksPath, which it does only inside a git checkout.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/commit-msg.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'ladder-commit-msg-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
/** Runs the check on a message as git hands it over (a file), and returns its exit code and output. */
function check(message: string): { status: number | null; stderr: string } {
  const file = path.join(scratch, `message-${++count}`);
  writeFileSync(file, message);
  const run = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

describe('the commit-msg check', () => {
  it('accepts a short subject, a blank line and a body', () => {
    expect(check('Recipes list every file a change touches\n\nThe why, in the body.\n').status).toBe(0);
  });

  it('accepts a subject alone, and a subject of 71 characters', () => {
    expect(check('Fix the feed cache\n').status).toBe(0);
    expect(check(`${'a'.repeat(71)}\n\nWhy.\n`).status).toBe(0);
  });

  it('refuses a subject of 72 characters or more, and says how long it is', () => {
    const result = check(`${'a'.repeat(72)}\n\nWhy.\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('72 characters');
  });

  it('counts characters, not bytes: a Vietnamese subject of 71 characters passes', () => {
    expect(check(`${'ệ'.repeat(71)}\n`).status).toBe(0);
  });

  it('refuses a body that starts right under the subject', () => {
    const result = check('Short subject\nThe body with no blank line above it.\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('blank line');
  });

  it("reads the message as git keeps it: comment lines and what is below the scissors don't count", () => {
    const message = [
      '',
      'Short subject',
      '# Please enter the commit message for your changes.',
      '',
      'The why.',
      '# ------------------------ >8 ------------------------',
      `diff --git a/x b/x ${'x'.repeat(100)}`,
    ].join('\n');
    expect(check(message).status).toBe(0);
  });

  it('leaves an empty message to git, which refuses it itself', () => {
    expect(check('# only a comment\n\n').status).toBe(0);
  });
});

describe('the hook and its installation', () => {
  const prepare = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts.prepare;

  it('has an executable hook that runs the check', () => {
    const hook = path.join(ROOT, '.githooks/commit-msg');
    expect(statSync(hook).mode & 0o111).not.toBe(0);
    expect(readFileSync(hook, 'utf8')).toContain('scripts/commit-msg.mjs');
  });

  it('npm install sets core.hooksPath inside a git checkout', () => {
    const checkout = path.join(scratch, 'checkout');
    mkdirSync(checkout);
    execFileSync('git', ['init', '-q'], { cwd: checkout });
    execFileSync('sh', ['-c', prepare ?? 'false'], { cwd: checkout });
    expect(execFileSync('git', ['config', 'core.hooksPath'], { cwd: checkout, encoding: 'utf8' }).trim()).toBe(
      '.githooks',
    );
  });

  it('npm install does nothing, and does not fail, where there is no .git (an image build, an unpacked copy)', () => {
    const copy = path.join(scratch, 'copy');
    mkdirSync(copy);
    expect(() =>
      execFileSync('sh', ['-c', prepare ?? 'false'], { cwd: copy, env: { PATH: process.env.PATH } }),
    ).not.toThrow();
  });
});
