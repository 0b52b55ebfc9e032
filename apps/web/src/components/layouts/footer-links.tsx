import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';

const LINKS = [
  ['/about', 'footer.about'],
  ['/user-agreement', 'footer.user_agreement'],
  ['/privacy-policy', 'footer.privacy_policy'],
  ['/cookie-policy', 'footer.cookie_policy'],
  ['/accessibility', 'footer.accessibility'],
  ['/transparency', 'footer.transparency'],
  ['/house', 'footer.house'],
] as const;

export function FooterLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.label')} className="text-xs text-slate-600 dark:text-slate-400">
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {LINKS.map(([to, key]) => (
          <li key={to}>
            <Link to={to} className="hover:text-slate-900 hover:underline dark:hover:text-slate-100">
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-2">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </nav>
  );
}
