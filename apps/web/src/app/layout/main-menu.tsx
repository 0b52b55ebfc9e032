import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useMember, useSession } from '../../lib/session';

const ITEM =
  'flex min-h-10 w-full items-center rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800';
const ACTIVE = 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white';

/** The main menu (docs/product.md "Layout and parts"), with More options. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useMember();
  const { signOut } = useSession();
  const [isMoreOpen, setIsMoreOpen] = useState(false);

  const link = (to: string, label: string, icon?: ReactNode) => (
    <li>
      <NavLink to={to} end onClick={onNavigate} className={({ isActive }) => `${ITEM} ${isActive ? ACTIVE : ''}`}>
        {icon}
        {label}
      </NavLink>
    </li>
  );

  return (
    <nav aria-label={t('nav.main_menu')}>
      <ul className="space-y-1">
        {link('/feed', t('nav.home'))}
        <li>
          <NotificationBell onNavigate={onNavigate} className={ITEM} />
        </li>
        {link('/saved-posts', t('nav.saved_posts'))}
        {link('/my-career-tracks', t('nav.my_career_tracks'))}
        {link('/settings', t('way_in.settings.title'))}
        {user.is_superuser && link('/moderation', t('safety_ui.moderation'))}
        {link(
          `/profile/${user.username}`,
          t('nav.profile'),
          <span className="mr-2">
            <Avatar name={user.name} src={user.photo_small_path ?? user.photo_path} size="sm" />
          </span>,
        )}
        <li>
          <button
            type="button"
            className={ITEM}
            aria-expanded={isMoreOpen}
            aria-controls="more-options"
            onClick={() => setIsMoreOpen((open) => !open)}
          >
            <span className="flex-1 text-left">{t('nav.more_options')}</span>
            {isMoreOpen ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </button>
          <ul
            id="more-options"
            hidden={!isMoreOpen}
            className="mt-1 space-y-1 border-l border-slate-300 pl-3 dark:border-slate-700"
          >
            {link('/me/profile', t('nav.update_profile'))}
            {link('/me/change-password', t('nav.change_password'))}
            {link('/me/change-email', t('nav.change_email'))}
            {link('/me/download-data', t('nav.download_data'))}
            {(user.phone_verification_required || user.verified_phone) && link('/me/phone', t('phone.nav'))}
            <li>
              <NavLink
                to="/me/delete-account"
                end
                onClick={onNavigate}
                className={({ isActive }) => `${ITEM} text-red-700 dark:text-red-300 ${isActive ? ACTIVE : ''}`}
              >
                {t('nav.delete_account')}
              </NavLink>
            </li>
          </ul>
        </li>
        <li>
          <button type="button" className={ITEM} onClick={() => void signOut()}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
