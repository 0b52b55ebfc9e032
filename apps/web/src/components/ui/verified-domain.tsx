import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';

/**
 * "Verified: fpt.com.vn": the domain of the workplace or school a member proved an address at
 * (docs/api/profile.md "Verified workplace or school"), in words beside its icon, never by
 * colour alone. Nothing when there is none.
 */
export function VerifiedDomain({ domain }: { domain: string | null | undefined }) {
  const { t } = useTranslation();
  if (!domain) return null;
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
      <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="break-all">{t('profile_items.verified_badge', { domain })}</span>
    </span>
  );
}
