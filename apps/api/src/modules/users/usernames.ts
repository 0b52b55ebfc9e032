import { randomInt } from 'node:crypto';

/** "Nguyễn Văn Đức" → "nguyenvanduc": ASCII letters and digits a username may hold. */
export function usernameBase(name: string, email: string): string {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase()
      .replace(/[^a-z0-9_.]/g, '');
  const fromName = fold(name).slice(0, 24);
  if (fromName.length >= 2) return fromName;
  const fromEmail = fold(email.split('@')[0] ?? '').slice(0, 24);
  return fromEmail.length >= 2 ? fromEmail : 'member';
}

/** Candidates to try in order: the bare name first, then with a random number. */
export function usernameCandidates(name: string, email: string): string[] {
  const base = usernameBase(name, email);
  return [
    `@${base}`,
    ...Array.from({ length: 5 }, () => `@${base}${randomInt(10, 100_000)}`),
    `@${base}${Date.now().toString(36)}`,
  ];
}
