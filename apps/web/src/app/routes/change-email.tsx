import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { ChangeEmailForm } from '../../features/account/components/change-email-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.change_email_title'));
  return (
    <>
      <PageHeader title={t('account.change_email_title')} />
      <Card>
        <ChangeEmailForm />
      </Card>
    </>
  );
}
