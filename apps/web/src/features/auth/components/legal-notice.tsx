import { useTranslation } from '../../../lib/i18n';
import { linkClass } from './auth-card';

/** Links to the policies, opened in a new tab so the form keeps its contents (docs/product.md "Screens and routes"). */
export function LegalNotice() {
  const { t } = useTranslation();
  const links = [
    ['/user-agreement', 'footer.user_agreement'],
    ['/privacy-policy', 'footer.privacy_policy'],
    ['/cookie-policy', 'footer.cookie_policy'],
  ] as const;
  return (
    <p className="mt-6 text-xs text-slate-600 dark:text-slate-400">
      {t('auth.legal_notice')}{' '}
      {links.map(([href, key], index) => (
        <span key={href}>
          <a href={href} target="_blank" rel="noopener" className={linkClass}>
            {t(key)}
            <span className="sr-only"> {t('common.opens_new_tab')}</span>
          </a>
          {index < links.length - 1 ? ', ' : '.'}
        </span>
      ))}
    </p>
  );
}
