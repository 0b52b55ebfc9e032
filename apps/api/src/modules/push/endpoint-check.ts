import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import { PUSH_LIMITS } from '@ladder/shared/schemas/push';
import { AppError } from '../../lib/app-error';

/** An address anyone on the internet can reach: not loopback, private, link-local, reserved... */
const isPublicAddress = (address: string) => {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
};

const LOOKUP_TIMEOUT_MS = 3000;
const refuse = () => AppError.field('endpoint', 'push.errors.endpoint_invalid');

/**
 * A push endpoint is posted to by the server, so it must not be a way into the server's network
 * (docs/api/push.md "Subscriptions"): https, no credentials,
 * and a name whose every address is public. `allowPrivate` (PUSH_ALLOW_PRIVATE_ENDPOINTS, tests)
 * lifts the address rule and allows http. Checked when subscribing and again before each send,
 * since a name may point elsewhere later.
 */
export async function checkPushEndpoint(endpoint: string, allowPrivate: boolean): Promise<URL> {
  if (endpoint.length > PUSH_LIMITS.endpointMax || !URL.canParse(endpoint)) throw refuse();
  const url = new URL(endpoint);
  const isHttps = url.protocol === 'https:';
  if (!(isHttps || (allowPrivate && url.protocol === 'http:')) || url.username || url.password) throw refuse();
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [host]
    : await Promise.race([
        lookup(host, { all: true, verbatim: true }).then(
          (found) => found.map((entry) => entry.address),
          () => [],
        ),
        // A name that does not resolve soon is refused, not waited for.
        new Promise<string[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_TIMEOUT_MS).unref()),
      ]);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refuse();
  return url;
}
