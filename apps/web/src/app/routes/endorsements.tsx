import { PageHeader } from '../../components/layouts/page-header';
import { ReceivedEndorsements } from '../../features/tracks/components/received-endorsements';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /endorsements: the endorsements of one's skills, each to accept, hide or remove (a notification leads here). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('endorsements.page_title'));
  return (
    <>
      <PageHeader title={t('endorsements.page_title')} />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('endorsements.page_hint')}</p>
        <ReceivedEndorsements />
      </section>
    </>
  );
}
