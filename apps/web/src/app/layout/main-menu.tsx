import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { NavLink } from 'react-router';
import { toast } from '../../lib/toast';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useUpdateMe } from '../../features/account/api/update-me';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useMember, useSession } from '../../lib/session';

const ITEM =
  'flex min-h-10 w-full items-center rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800';
const ACTIVE = 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white';

/** The main menu (docs/product.md "Layout and parts"), with More options and the delete-account confirmation. */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const user = useMember();
  const { signOut } = useSession();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const deactivate = useUpdateMe();

  const link = (to: string, label: string, icon?: ReactNode) => (
    <li>
      <NavLink to={to} end onClick={onNavigate} className={({ isActive }) => `${ITEM} ${isActive ? ACTIVE : ''}`}>
        {icon}
        {label}
      </NavLink>
    </li>
  );

  const deleteAccount = () =>
    deactivate.mutate(
      { is_active: false },
      {
        onSuccess: () => {
          toast.success(t('account.delete_success'));
          setIsDeleteOpen(false);
          void signOut();
        },
        onError: () => toast.error(t('account.delete_failed')),
      },
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
            <span aria-hidden="true">{isMoreOpen ? '▴' : '▾'}</span>
          </button>
          <ul
            id="more-options"
            hidden={!isMoreOpen}
            className="mt-1 space-y-1 border-l border-slate-300 pl-3 dark:border-slate-700"
          >
            {link('/me/profile', t('nav.update_profile'))}
            {link('/me/change-password', t('nav.change_password'))}
            {link('/me/change-email', t('nav.change_email'))}
            {(user.phone_verification_required || user.verified_phone) && link('/me/phone', t('phone.nav'))}
            <li>
              <button
                type="button"
                className={`${ITEM} text-red-700 dark:text-red-300`}
                onClick={() => setIsDeleteOpen(true)}
              >
                {t('nav.delete_account')}
              </button>
            </li>
          </ul>
        </li>
        <li>
          <button type="button" className={ITEM} onClick={() => void signOut()}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
      <Modal
        isOpen={isDeleteOpen}
        title={t('account.delete_title')}
        onClose={() => setIsDeleteOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsDeleteOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" isLoading={deactivate.isPending} onClick={deleteAccount}>
              {t('account.delete_confirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('account.delete_body')}</p>
      </Modal>
    </nav>
  );
}
