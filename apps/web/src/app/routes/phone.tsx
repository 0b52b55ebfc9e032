import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { PhoneVerificationForm } from '../../features/account/components/phone-verification-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('phone.title'));
  return (
    <>
      <PageHeader title={t('phone.title')} />
      <Card>
        <PhoneVerificationForm />
      </Card>
    </>
  );
}
