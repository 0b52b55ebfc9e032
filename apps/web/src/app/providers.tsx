import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { useTheme } from '../lib/theme';
import { useIsOnline } from '../lib/use-is-online';
import { LazyToaster } from '../lib/toast';

/**
 * Toasts sit top-centre and stay 10 seconds, with a close button (docs/product.md "Messages"); on
 * a phone below the header's first row, so that its buttons stay within reach.
 */
function Toasts() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <LazyToaster
      position="top-center"
      mobileOffset={{ top: 64 }}
      duration={10_000}
      closeButton
      richColors
      theme={theme}
      containerAriaLabel={t('common.toasts')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}

// Its code comes only when the browser goes offline: from the worker's precache (vite.config.ts).
const LazyOfflineMark = lazy(() => import('../components/ui/offline-mark'));

/** The offline mark while the browser is; the server (and a page being taken over) draws it online. */
function Offline() {
  const isOnline = useIsOnline();
  return isOnline ? null : (
    <Suspense fallback={null}>
      <LazyOfflineMark />
    </Suspense>
  );
}

/** The browser's one query cache (lib/query-client.ts), or a render's own on the server. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Offline />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
