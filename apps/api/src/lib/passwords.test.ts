import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await hashPassword('Correct#Horse9');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 'Correct#Horse9')).toBe(true);
    expect(await verifyPassword(hashed, 'correct#horse9')).toBe(false);
    expect(await verifyPassword(null, 'Correct#Horse9')).toBe(false);
  });

  it.each(['Password1!', 'P@ssw0rd', 'Qwerty123#', 'Dragon2024!', 'Iloveyou1@'])(
    'refuses the common %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Ladder#Climb42', 'Tre-Xanh9!Ha', 'Mùa#Thu2026x'])('accepts the uncommon %s', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });
});
