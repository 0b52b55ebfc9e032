import { useState } from 'react';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-20 w-20 text-2xl' } as const;

/**
 * A member's photo, or their initials (also when the photo fails to load); decorative, since the
 * name is always shown beside it.
 */
export function Avatar({ name, src, size = 'md' }: { name: string; src: string | null; size?: keyof typeof SIZES }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src)
    return (
      <img
        src={src}
        alt=""
        className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100`}
    >
      {initials(name)}
    </span>
  );
}
