import { TransparencyReport } from '../../features/safety/components/transparency-report';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /transparency: the public monthly counts of reports and decisions, drawn on the server with them. */
export function Component() {
  const { t } = useTranslation();
  const title = t('protection.transparency_title');
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-lg text-slate-800 dark:text-slate-200">{t('protection.transparency_lead')}</p>
      <TransparencyReport />
    </article>
  );
}
