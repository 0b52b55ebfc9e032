import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';

/** The API refused to publish until the member verifies a mobile number (docs/api/phone.md). */
export const isPhoneRequired = (error: unknown) =>
  error instanceof ApiError && error.code === 'PHONE_VERIFICATION_REQUIRED';

/**
 * Why a post, a comment or a shared track was refused, with the way to the section that fixes
 * it. The section opens in a new tab: what the member wrote stays where it is, ready to send
 * again once the number is verified.
 */
export function PhoneRequiredNotice() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {t('phone.required_notice')}{' '}
      <Link to="/me/phone" target="_blank" rel="noopener" className="font-semibold underline">
        {t('phone.required_link')}
      </Link>{' '}
      <span className="text-xs">{t('phone.new_tab')}</span>
    </p>
  );
}
