import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page opened from a mailed link: without `?token=` it is /404 (docs/product.md "Screens and routes"). */
export function TokenPage({ titleKey, children }: { titleKey: string; children: (token: string) => ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t(titleKey));
  if (!token) return <Navigate to="/404" replace />;
  return <AuthCard title={t(titleKey)}>{children(token)}</AuthCard>;
}
