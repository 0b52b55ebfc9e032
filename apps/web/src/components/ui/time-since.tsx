import { fullDate, timeSince } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * "5 minutes ago", with the full date as its title. The server (which knows neither the reader's
 * clock nor their time zone) draws the date alone, in UTC; the browser replaces it once it has
 * taken the page over.
 */
export function TimeSince({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  const isHydrated = useHydrated();
  return (
    <time className={className} dateTime={iso} title={isHydrated ? fullDate(iso, i18n.language) : undefined}>
      {isHydrated ? timeSince(iso, i18n.language) : fullDate(iso, i18n.language, 'UTC')}
    </time>
  );
}
