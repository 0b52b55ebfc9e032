import { Fragment } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The sentences a consent box reads: the three of a new account (registration and external sign-in) and the new version's one. */
export type ConsentTextKey =
  'consent.label' | 'privacy.consent_age' | 'privacy.consent_terms' | 'privacy.consent_processing';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300';

/**
 * A consent sentence of the catalogs, `{{privacy}}` and `{{agreement}}` turned into links to the
 * two policies. They open in a new tab, so that a half-filled form or a dialog stays as it is.
 */
export function ConsentText({ textKey }: { textKey: ConsentTextKey }) {
  const { t } = useTranslation();
  const links = {
    '{{privacy}}': ['/privacy-policy', t('footer.privacy_policy')],
    '{{agreement}}': ['/user-agreement', t('footer.user_agreement')],
  } as const;
  // Placeholders are left as written by t() when no value is given, so they can be split on.
  const parts = t(textKey).split(/(\{\{privacy\}\}|\{\{agreement\}\})/);
  return (
    <>
      {parts.map((part, index) => {
        const link = part in links ? links[part as keyof typeof links] : undefined;
        if (!link) return <Fragment key={index}>{part}</Fragment>;
        return (
          <a key={index} href={link[0]} target="_blank" rel="noopener" className={linkClass}>
            {link[1]}
            <span className="sr-only"> {t('common.opens_new_tab')}</span>
          </a>
        );
      })}
    </>
  );
}
