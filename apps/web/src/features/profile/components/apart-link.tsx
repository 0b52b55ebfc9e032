import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A link a certificate carries (its credential page, its file) that opens apart, never with
 * access to this page (`noopener`); an address the member typed is not followed (`nofollow`).
 */
export function ApartLink({ href, isTyped, children }: { href: string; isTyped: boolean; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel={isTyped ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
      className="flex min-h-11 w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline dark:text-brand-300"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}
