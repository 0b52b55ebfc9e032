import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LinkedInCallback } from '../../features/auth/components/linkedin-callback';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('auth.login_title'));
  return (
    <AuthCard title={t('auth.login_title')}>
      <LinkedInCallback code={params.get('code')} state={params.get('state')} error={params.get('error')} />
    </AuthCard>
  );
}
