import providers from 'email-providers/all.json' with { type: 'json' };

/**
 * Free mail providers' domains (gmail.com, yahoo.com.vn, outlook.com…), from the email-providers
 * package (about 8,700 domains, kept from goware/emailproviders; static data, no install script).
 * An address there proves nothing about a workplace or school, so it never verifies an item
 * (docs/api/profile.md "Verified workplace or school").
 */
const FREE = new Set<string>(providers);

/**
 * Entries of the list that are registries' suffixes under which anyone registers a name
 * (com.ar, net.ua…): the domain itself is free mail, but a company's domain under it is not.
 */
const SUFFIXES = new Set(['co.cc', 'com.ar', 'net.ua', 'org.ua']);

/** Whether a (lower-case) domain is a free mail provider's, or a subdomain of one (mail.yahoo.com). */
export function isFreeMailDomain(domain: string): boolean {
  if (FREE.has(domain)) return true;
  const labels = domain.split('.');
  for (let i = 1; i < labels.length - 1; i += 1) {
    const parent = labels.slice(i).join('.');
    if (FREE.has(parent) && !SUFFIXES.has(parent)) return true;
  }
  return false;
}

/** The domain of an address (checked by the shared schema, lower-cased), without a trailing dot. */
export const domainOf = (address: string) => (address.split('@').at(-1) ?? '').replace(/\.$/, '');
