import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { storage } from '../../lib/storage';

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
}

let counted = false;
/** Counts this visit once per tab (sessionStorage), and answers how many visits there were. */
function countVisit(): number {
  const seen = Number(storage.read('visits') ?? '0') || 0;
  if (counted) return seen;
  counted = true;
  let isNewVisit = true;
  try {
    isNewVisit = sessionStorage.getItem('visit-counted') === null;
    sessionStorage.setItem('visit-counted', '1');
  } catch {
    // No session storage: every load counts.
  }
  const visits = isNewVisit ? seen + 1 : seen;
  storage.write('visits', String(visits));
  return visits;
}

/**
 * Offers to install Ladder once (docs/product.md "Installing Ladder"): from the member's second
 * visit, never on the screen a visit opens with (only after they moved to another), and never
 * again once installed or dismissed.
 */
export function InstallPrompt({ path }: { path: string }) {
  const { t } = useTranslation();
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const [isDismissed, setIsDismissed] = useState(true);
  const firstPath = useRef(path);

  useEffect(() => {
    setIsDismissed(countVisit() < 2 || storage.read('installDismissed') !== null);
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as InstallEvent);
    };
    const onInstalled = () => storage.write('installDismissed', 'installed');
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!event || isDismissed || path === firstPath.current) return null;
  const close = (how: string) => {
    storage.write('installDismissed', how);
    setIsDismissed(true);
  };
  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="install-title" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <Download aria-hidden="true" className="size-5 shrink-0" />
        {t('push.install_title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('push.install_hint')}</p>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => close('dismissed')}
          className="min-h-11 rounded-lg px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('push.install_dismiss')}
        </button>
        <button
          type="button"
          onClick={() => {
            void event.prompt().finally(() => close('prompted'));
          }}
          className="min-h-11 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('push.install_button')}
        </button>
      </div>
    </section>
  );
}
