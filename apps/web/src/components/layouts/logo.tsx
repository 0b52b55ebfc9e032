import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 dark:text-white"
    >
      <span
        aria-hidden="true"
        className="flex h-8 w-6 flex-col justify-between border-x-[3px] border-brand-600 py-1 dark:border-brand-400"
      >
        <span className="block h-[3px] bg-brand-600 dark:bg-brand-400" />
        <span className="block h-[3px] bg-brand-600 dark:bg-brand-400" />
        <span className="block h-[3px] bg-brand-600 dark:bg-brand-400" />
      </span>
      {t('common.app_name')}
    </Link>
  );
}
