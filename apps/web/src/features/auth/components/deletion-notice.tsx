import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useTranslation } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { calendarDate } from '../../../lib/dates';

/**
 * After "Delete my account" the sign-in page says when the account goes and how to keep it
 * (`?deletion=` the date, docs/decisions/0033-erasing-an-account.md). Read once the page is the
 * app's: the server draws /login the same for everyone.
 */
export function DeletionNotice() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const isHydrated = useHydrated();
  const due = isHydrated ? Date.parse(params.get('deletion') ?? '') : Number.NaN;
  if (Number.isNaN(due)) return null;
  const date = calendarDate(due, i18n.language);
  return (
    <div className="mb-4">
      <Notice>{t('way_in.deletion.scheduled', { date })}</Notice>
    </div>
  );
}
