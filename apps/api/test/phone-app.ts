import { randomInt } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './helper';
import { startSmsProvider, type SmsProvider } from './sms-provider';

/**
 * A test file's SMS provider on loopback and its app, with PHONE_VERIFICATION on and SMS sent to
 * that provider (and whatever `env` adds): made in the file's `beforeAll`, stopped in its
 * `afterAll`, filled in as useTestApp's are.
 */
export function usePhoneApp(env: Record<string, string> = {}) {
  const provider = {} as SmsProvider;
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(provider, await startSmsProvider());
    Object.assign(
      ctx,
      await createTestApp({ PHONE_VERIFICATION: '1', SMS_URL: provider.url, SMS_TOKEN: provider.token, ...env }),
    );
  });
  afterAll(async () => {
    // Absent when making them failed: that failure is the one to read.
    if ('close' in ctx) await ctx.close();
    if ('close' in provider) await provider.close();
  });
  return { ctx, provider };
}

/** A fresh Vinaphone number each time, as typed and in E.164. */
export const newNumber = () => {
  const rest = String(randomInt(1_000_000, 10_000_000));
  return { typed: `091 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+8491${rest}` };
};
