import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomIp, uniqueEmail, useTestApp, type TestContext } from '../../test/helper';
import { RATE_LIMITS } from './rate-limit';

/**
 * Which client a limit counts: the address the proxies vouch for (TRUST_PROXY), an IPv6 client
 * by its /64. The recovery call (10 / 15 min per client, same answer for any address) measures it.
 */
const RECOVERY_MAX = RATE_LIMITS.recovery.max;

async function recoveries(ctx: TestContext, clients: { remoteAddress: string; forwardedFor?: string }[]) {
  const statuses: number[] = [];
  for (const { remoteAddress, forwardedFor } of clients) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery/${encodeURIComponent(uniqueEmail('nobody'))}`,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const limitReachedOnLast = (count: number) => [...Array<number>(count - 1).fill(200), 429];
const times = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
const randomIpv6Prefix = () => `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;

describe('behind one proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp({ TRUST_PROXY: '1' });

  it('counts the address the proxy saw, whatever the client writes before it in X-Forwarded-For', async () => {
    const proxy = randomIp();
    const client = randomIp();
    const spoofing = times(RECOVERY_MAX + 1, () => ({
      remoteAddress: proxy,
      forwardedFor: `${randomIp()}, ${client}`,
    }));
    expect(await recoveries(ctx, spoofing)).toEqual(limitReachedOnLast(RECOVERY_MAX + 1));
    // Another client behind the same proxy has its own allowance.
    expect(await recoveries(ctx, [{ remoteAddress: proxy, forwardedFor: randomIp() }])).toEqual([200]);
  });
});

describe('behind listed proxies (TRUST_PROXY=addresses/CIDRs)', () => {
  const ctx = useTestApp({ TRUST_PROXY: '192.0.2.0/24, 198.51.100.9' });

  it('takes the client from X-Forwarded-For through listed proxies only', async () => {
    const client = randomIp();
    // The load balancer 198.51.100.9 forwards to the proxy 192.0.2.5; the client wrote a made-up first entry.
    const viaBoth = times(RECOVERY_MAX + 1, () => ({
      remoteAddress: '192.0.2.5',
      forwardedFor: `${randomIp()}, ${client}, 198.51.100.9`,
    }));
    expect(await recoveries(ctx, viaBoth)).toEqual(limitReachedOnLast(RECOVERY_MAX + 1));
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const direct = randomIp();
    const spoofing = times(RECOVERY_MAX + 1, () => ({ remoteAddress: direct, forwardedFor: randomIp() }));
    expect(await recoveries(ctx, spoofing)).toEqual(limitReachedOnLast(RECOVERY_MAX + 1));
  });
});

describe('client addresses', () => {
  const ctx = useTestApp();

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const client = randomIp();
    const spoofing = times(RECOVERY_MAX + 1, () => ({ remoteAddress: client, forwardedFor: randomIp() }));
    expect(await recoveries(ctx, spoofing)).toEqual(limitReachedOnLast(RECOVERY_MAX + 1));
  });

  it('counts an IPv6 client by its /64, so rotating through it does not help', async () => {
    const prefix = randomIpv6Prefix();
    const rotating = times(RECOVERY_MAX + 1, (i) => ({ remoteAddress: `${prefix}:${i.toString(16)}:0:0:1` }));
    expect(await recoveries(ctx, rotating)).toEqual(limitReachedOnLast(RECOVERY_MAX + 1));
    // The neighbouring /64 is someone else.
    expect(await recoveries(ctx, [{ remoteAddress: `${randomIpv6Prefix()}::1` }])).toEqual([200]);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const client = randomIp();
    const both = times(RECOVERY_MAX + 1, (i) => ({ remoteAddress: i % 2 ? `::ffff:${client}` : client }));
    expect(await recoveries(ctx, both)).toEqual(limitReachedOnLast(RECOVERY_MAX + 1));
  });
});

describe('RATE_LIMIT_SCALE (for tests only)', () => {
  const ctx = useTestApp({ RATE_LIMIT_SCALE: '3' });

  it('multiplies the maximum of a limit', async () => {
    const client = randomIp();
    const many = times(3 * RECOVERY_MAX + 1, () => ({ remoteAddress: client }));
    expect(await recoveries(ctx, many)).toEqual(limitReachedOnLast(3 * RECOVERY_MAX + 1));
  });
});
