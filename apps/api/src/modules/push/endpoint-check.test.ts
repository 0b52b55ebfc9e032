import { describe, expect, it } from 'vitest';
import { checkPushEndpoint } from './endpoint-check';

// docs/api/push.md "Subscriptions": no push through the server into its own network.
describe('checkPushEndpoint', () => {
  it.each([
    'http://203.0.113.9/push/1',
    'https://127.0.0.1/push/1',
    'https://10.1.2.3/push/1',
    'https://192.168.1.1/push/1',
    'https://169.254.169.254/latest',
    'https://[::1]/push/1',
    'https://[::ffff:127.0.0.1]/push/1',
    'https://localhost/push/1',
    'https://user:pass@8.8.8.8/push/1',
    'ftp://8.8.8.8/push',
  ])('refuses %s', async (endpoint) => {
    await expect(checkPushEndpoint(endpoint, false)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('takes https on a public address, and private ones over http only when allowed (tests)', async () => {
    await expect(checkPushEndpoint('https://8.8.8.8/push/1', false)).resolves.toBeInstanceOf(URL);
    await expect(checkPushEndpoint('http://127.0.0.1:9/push/1', true)).resolves.toBeInstanceOf(URL);
  });
});
