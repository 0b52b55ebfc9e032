import type { ReactNode } from 'react';

/** A success message that stays on the page (and is announced), beside the toast. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {children}
    </p>
  );
}
