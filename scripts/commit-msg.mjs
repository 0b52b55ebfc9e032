#!/usr/bin/env node
// The commit-msg hook (README.md, "Contributing"; installed by `npm install` as .githooks/commit-msg):
// a subject line under 72 characters, then, when the message says more, a blank line before the
// body that gives the why. `node scripts/commit-msg.mjs FILE` prints what is wrong and exits 1.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The longest subject line allowed: under 72 characters. */
export const SUBJECT_MAX = 71;

/** The scissors line of `git commit -v`: git drops it and all below. */
const SCISSORS = /^# -+ >8 -+$/m;

/** What git keeps of a message: no comment lines, nothing below the scissors, no blank lines at the ends. */
export function cleanMessage(text) {
  const kept = text.split(SCISSORS)[0] ?? '';
  const lines = kept.split(/\r?\n/).filter((line) => !line.startsWith('#'));
  while (lines.length && lines[0].trim() === '') lines.shift();
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

/** The rules a message breaks, as sentences; none for a good message (or an empty one, which git refuses itself). */
export function commitMessageProblems(text) {
  const [subject, second] = cleanMessage(text);
  if (subject === undefined) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > SUBJECT_MAX) {
    problems.push(`The subject line has ${length} characters: keep it under 72 (at most ${SUBJECT_MAX}).`);
  }
  if (second !== undefined && second.trim() !== '') {
    problems.push('Leave a blank line between the subject and the body.');
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commit-msg.mjs MESSAGE_FILE');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length) {
    console.error(`commit-msg: ${problems.join(' ')}`);
    console.error('A subject under 72 characters, a blank line, then the why in the body (README.md, "Contributing").');
    process.exit(1);
  }
}
