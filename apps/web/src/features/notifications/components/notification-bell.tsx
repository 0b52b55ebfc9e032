import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useUnreadCount } from '../api/notifications';

/** The bell with the unread count: in the desktop menu and the phone header. */
export function NotificationBell({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <NavLink to="/notifications" end onClick={onNavigate} className={className}>
      <span aria-hidden="true" className="relative mr-2 inline-flex">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="unread-badge"
            className="absolute -top-2 -right-2.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {/* Read as "Notifications (3 unread)"; the badge is for the eyes. */}
      <span className="max-lg:sr-only">{t('notifications.bell')}</span>
      {unread > 0 && <span className="sr-only">{t('notifications.bell_unread_suffix', { count: unread })}</span>}
    </NavLink>
  );
}
