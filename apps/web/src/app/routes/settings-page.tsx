import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layouts/page-header';
import { Card } from '../../components/ui/card';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * A page of one's settings (/me/...): its title, also the tab's, an optional hint, and its form
 * in a card (`isCarded` false: the page's own cards, as lists bring).
 */
export function SettingsPage({
  titleKey,
  hintKey,
  isCarded = true,
  children,
}: {
  titleKey: string;
  hintKey?: string;
  isCarded?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <>
      <PageHeader title={t(titleKey)}>{hintKey && t(hintKey)}</PageHeader>
      {isCarded ? <Card>{children}</Card> : children}
    </>
  );
}
