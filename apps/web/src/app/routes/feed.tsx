import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The news feed; posts arrive with the posts-and-feed work, until then its empty state. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.home'));
  return (
    <>
      <PageHeader title={t('nav.home')} />
      <EmptyState title={t('empty.feed')} />
    </>
  );
}
