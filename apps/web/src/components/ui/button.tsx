import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60 dark:bg-brand-500 dark:hover:bg-brand-400 dark:text-slate-950',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-slate-950 dark:hover:bg-red-400',
  ghost: 'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800',
};

const SIZES = { md: 'min-h-10 px-4 py-2 text-sm', sm: 'min-h-8 px-3 py-1 text-xs' } as const;

export const buttonClass = (variant: Variant = 'primary', extra = '', size: keyof typeof SIZES = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${SIZES[size]} ${VARIANTS[variant]} ${extra}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** sm: for tight places (a list row in the narrow column). */
  size?: keyof typeof SIZES;
  isLoading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  // A form the server drew cannot be sent before the app has taken the page over: without it,
  // the browser would send the fields in the address (a password among them).
  const isHydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, className, size)}
      disabled={disabled || isLoading || (type === 'submit' && !isHydrated)}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
