import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The centred card every sign-in, registration and recovery screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
      {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
      {/* The server draws these screens; their forms need the app to send anything. */}
      <noscript>
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t('common.needs_javascript')}
        </p>
      </noscript>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';
