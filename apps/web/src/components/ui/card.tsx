import type { HTMLAttributes } from 'react';

/** A panel; `isFlush` drops the padding for content that reaches the edges (a cover photo). */
export function Card({
  className = '',
  isFlush = false,
  ...props
}: HTMLAttributes<HTMLElement> & { isFlush?: boolean }) {
  return (
    <section
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${isFlush ? 'overflow-hidden' : 'p-5'} ${className}`}
      {...props}
    />
  );
}
