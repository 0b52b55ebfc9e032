import { WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n';

/**
 * Says the browser is offline, above the page: what shows may be the cached shell or older data.
 * Loaded only when offline (app/providers.tsx), from the service worker's precache.
 */
export default function OfflineMark() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('app.offline')}
    </div>
  );
}
