import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/**
 * What the author of a post, comment or career track a moderator hid reads on it: the rule, that only they
 * see it, and the way to appeal (docs/api/safety.md "Moderation"). Nothing when not hidden.
 */
export function HiddenMark({
  reason,
  decisionId,
  className = '',
}: {
  reason?: string | null | undefined;
  decisionId?: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      <p className="flex min-w-0 items-start gap-2">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('safety.hidden_mark', { reason: t(`safety.category_${reason}`) })}</span>
      </p>
      {decisionId && (
        <Link
          to={`/appeal/${decisionId}`}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2 hover:no-underline"
        >
          {t('safety.hidden_appeal')}
        </Link>
      )}
    </div>
  );
}
