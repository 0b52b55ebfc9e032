import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Signed-in screens whose content later work fills (posts, career tracks): guarded already. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('coming_soon.title'));
  return (
    <>
      <PageHeader title={t('coming_soon.title')} />
      <EmptyState title={t('coming_soon.body')} />
    </>
  );
}
