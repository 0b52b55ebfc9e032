import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { DownloadData } from '../../features/account/components/download-data';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.export_title'));
  return (
    <>
      <PageHeader title={t('account.export_title')} />
      <Card>
        <DownloadData />
      </Card>
    </>
  );
}
