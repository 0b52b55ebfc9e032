import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.saved_posts'));
  return (
    <>
      <PageHeader title={t('nav.saved_posts')} />
      <EmptyState title={t('empty.saved_posts')} />
    </>
  );
}
