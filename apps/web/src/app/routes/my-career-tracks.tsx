import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.my_career_tracks'));
  return (
    <>
      <PageHeader title={t('nav.my_career_tracks')} />
      <EmptyState title={t('empty.career_tracks')} />
    </>
  );
}
