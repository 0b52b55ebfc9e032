import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export type StaticPageKey = 'user_agreement' | 'privacy_policy' | 'cookie_policy' | 'about' | 'accessibility';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** A long text page (policies, about, accessibility) from the `pages.*` catalog entries. */
export function StaticPage({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as Section[];
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(`pages.${page}.updated`)}</p>
      <p className="mt-4 text-lg text-slate-800 dark:text-slate-200">{t(`pages.${page}.lead`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

export const userAgreement = () => <StaticPage page="user_agreement" />;
export const privacyPolicy = () => <StaticPage page="privacy_policy" />;
export const cookiePolicy = () => <StaticPage page="cookie_policy" />;
export const about = () => <StaticPage page="about" />;
export const accessibility = () => <StaticPage page="accessibility" />;
