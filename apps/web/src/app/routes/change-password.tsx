import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.change_password_title'));
  return (
    <>
      <PageHeader title={t('account.change_password_title')}>{t('account.change_password_hint')}</PageHeader>
      <Card>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
