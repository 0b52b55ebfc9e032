import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page of one's settings (/me/...): its title, also the tab's, an optional hint, and its form in a card. */
export function SettingsPage({
  titleKey,
  hintKey,
  children,
}: {
  titleKey: string;
  hintKey?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <>
      <PageHeader title={t(titleKey)}>{hintKey && t(hintKey)}</PageHeader>
      <Card>{children}</Card>
    </>
  );
}
