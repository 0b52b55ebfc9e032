import { interpolate, type TextParams } from '@ladder/shared/i18n/texts';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { legalQueryOptions } from '../../features/auth/api/consent';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export type StaticPageKey = 'user_agreement' | 'privacy_policy' | 'cookie_policy' | 'about' | 'accessibility';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** A long text page (policies, about, accessibility) from the `pages.*` catalog entries. */
export function StaticPage({ page, params = {} }: { page: StaticPageKey; params?: TextParams }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as Section[];
  const fill = (text: string) => interpolate(text, params);
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`pages.${page}.updated`)}</p>
      <p className="mt-4 text-lg text-slate-800 dark:text-slate-200">{fill(t(`pages.${page}.lead`))}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed break-words text-slate-700 dark:text-slate-300">
              {fill(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/**
 * Every static page names its contact points from the server's settings (GET /legal): the
 * privacy policy and the user agreement the data controller and its contact, the others the
 * support address (docs/operations.md), never text typed into the catalogs. LEGAL REVIEW
 * REQUIRED: a lawyer must review the legal texts (packages/shared/src/i18n/pages.*.ts) before launch.
 */
function ContactPage({ page }: { page: StaticPageKey }) {
  const contacts = useContacts();
  if (!contacts.params) return contacts.fallback;
  return <StaticPage page={page} params={contacts.params} />;
}

/** The settings' contact points as page parameters, or what to show while they load or fail. */
export function useContacts(): { params: TextParams; fallback?: never } | { params?: never; fallback: ReactElement } {
  const { t } = useTranslation();
  const legal = useQuery(legalQueryOptions);
  if (legal.isError) return { fallback: <LoadError onRetry={() => legal.refetch()} /> };
  if (!legal.data) return { fallback: <Spinner label={t('common.loading')} /> };
  const { controller_name, controller_address, contact_email, support_email } = legal.data;
  return {
    params: { controller: controller_name, address: controller_address, email: contact_email, support: support_email },
  };
}

export const userAgreement = () => <ContactPage page="user_agreement" />;
export const privacyPolicy = () => <ContactPage page="privacy_policy" />;
export const cookiePolicy = () => <ContactPage page="cookie_policy" />;
export const about = () => <ContactPage page="about" />;
export const accessibility = () => <ContactPage page="accessibility" />;
