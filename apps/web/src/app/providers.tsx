import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTheme } from '../lib/theme';
import { LazyToaster } from '../lib/toast';
import { OfflineMark } from '../components/ui/offline-mark';

/** Toasts sit top-centre and stay 10 seconds, with a close button (docs/product.md "Messages"). */
function Toasts() {
  const theme = useTheme();
  return <LazyToaster position="top-center" duration={10_000} closeButton richColors theme={theme} />;
}

/** The browser's one query cache (lib/query-client.ts), or a render's own on the server. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <OfflineMark />
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
