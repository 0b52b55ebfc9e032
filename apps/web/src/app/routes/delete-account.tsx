import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { DeleteAccountForm } from '../../features/account/components/delete-account-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.delete_title'));
  return (
    <>
      <PageHeader title={t('account.delete_title')} />
      <Card>
        <DeleteAccountForm />
      </Card>
    </>
  );
}
