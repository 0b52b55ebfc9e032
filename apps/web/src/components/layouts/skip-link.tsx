import { useTranslation } from '../../lib/i18n';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      {t('common.skip_to_content')}
    </a>
  );
}
