import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults of docs/operations.md "Configuration" for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      mail: { smtpUrl: undefined, leaseSeconds: 120 },
      s3: undefined,
      redisUrl: undefined,
      google: undefined,
      linkedin: undefined,
      demoData: true,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('names a data controller and contact by default, and takes the ones configured', () => {
    expect(loadConfig({}).legal).toEqual({
      controllerName: 'Ladder',
      controllerAddress: 'Ho Chi Minh City, Vietnam',
      contactEmail: 'privacy@ladder.vn',
      supportEmail: 'support@ladder.vn',
    });
    const legal = loadConfig({
      DATA_CONTROLLER_NAME: ' Ladder JSC ',
      DATA_CONTROLLER_ADDRESS: '1 Lê Lợi, Hà Nội',
      DATA_PROTECTION_EMAIL: 'dpo@example.com',
      SUPPORT_EMAIL: 'help@example.com',
    }).legal;
    expect(legal).toEqual({
      controllerName: 'Ladder JSC',
      controllerAddress: '1 Lê Lợi, Hà Nội',
      contactEmail: 'dpo@example.com',
      supportEmail: 'help@example.com',
    });
    expect(() => loadConfig({ DATA_PROTECTION_EMAIL: 'not an address' })).toThrow(/DATA_PROTECTION_EMAIL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('leaves mobile number verification off by default, and reads PHONE_VERIFICATION, SMS_URL, SMS_TOKEN and SMS_HOURLY_BUDGET', () => {
    expect(loadConfig({}).phone).toEqual({
      required: false,
      smsUrl: undefined,
      smsToken: undefined,
      smsHourlyBudget: 200,
    });
    expect(
      loadConfig({
        PHONE_VERIFICATION: '1',
        SMS_URL: 'https://sms.example.com/send',
        SMS_TOKEN: 'secret',
        SMS_HOURLY_BUDGET: '50',
      }).phone,
    ).toEqual({ required: true, smsUrl: 'https://sms.example.com/send', smsToken: 'secret', smsHourlyBudget: 50 });
    expect(() => loadConfig({ SMS_HOURLY_BUDGET: '0' })).toThrow(/SMS_HOURLY_BUDGET/);
  });

  it('turns demo data off by default on a PostgreSQL server, and follows PORT in PUBLIC_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', PORT: '8080' });
    expect(config.demoData).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('reads the provider and storage settings', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9001',
    });
    expect(config.google).toEqual({ clientId: 'g-id', issuer: 'http://127.0.0.1:9000' });
    expect(config.s3).toMatchObject({ bucket: 'media', endpoint: 'http://127.0.0.1:9001', region: 'us-east-1' });
  });

  it.each([
    [{}, false],
    [{ TRUST_PROXY: '0' }, false],
    [{ TRUST_PROXY: 'false' }, false],
    [{ TRUST_PROXY: '1' }, 1],
    [{ TRUST_PROXY: 'true' }, 1],
    [{ TRUST_PROXY: 'yes' }, 1],
    [{ TRUST_PROXY: '2' }, 2],
    [{ TRUST_PROXY: '10.0.0.7' }, ['10.0.0.7']],
    [{ TRUST_PROXY: ' 10.0.0.0/8, 2001:db8::/32 ,::1, loopback' }, ['10.0.0.0/8', '2001:db8::/32', '::1', 'loopback']],
  ])('reads TRUST_PROXY %j as hops or proxy addresses', (env, trustProxy) => {
    expect(loadConfig(env).trustProxy).toEqual(trustProxy);
  });

  it('reads RATE_LIMIT_SCALE, 1 unless set', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '100' }).rateLimitScale).toBe(100);
  });

  it('reads MAIL_LEASE_SECONDS, 120 unless set', () => {
    expect(loadConfig({ MAIL_LEASE_SECONDS: '2' }).mail.leaseSeconds).toBe(2);
  });

  it.each([
    [{ TRUST_PROXY: 'maybe' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '-1' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '1.5' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '300.1.2.3' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, /^Invalid configuration: TRUST_PROXY /],
    [{ RATE_LIMIT_SCALE: '0' }, /^Invalid configuration: RATE_LIMIT_SCALE /],
    [{ RATE_LIMIT_SCALE: 'off' }, /^Invalid configuration: RATE_LIMIT_SCALE /],
    [{ MAIL_LEASE_SECONDS: '0' }, /^Invalid configuration: MAIL_LEASE_SECONDS /],
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:/],
    [{ PUBLIC_URL: 'ladder.example' }, /^Invalid configuration: PUBLIC_URL /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL /],
    [{ DEMO_DATA: 'maybe' }, /^Invalid configuration: DEMO_DATA /],
    [{ LINKEDIN_CLIENT_ID: 'x' }, /LINKEDIN_CLIENT_SECRET is required/],
    [{ PHONE_VERIFICATION: 'maybe' }, /^Invalid configuration: PHONE_VERIFICATION /],
    [{ SMS_URL: 'smtp://sms' }, /^Invalid configuration: SMS_URL /],
    [{ SMS_URL: 'https://sms.example.com/send' }, /SMS_TOKEN is required/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
