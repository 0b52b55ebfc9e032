import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('not_found.document_title'), true);
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-brand-600 dark:text-brand-400">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('not_found.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('not_found.body')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('common.back_home')}
      </Link>
    </div>
  );
}
