import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';
import { LazyToaster } from '../lib/toast';

/** Toasts sit top-centre and stay 10 seconds, with a close button (docs/product.md "Messages"). */
function Toasts() {
  const theme = useTheme();
  return <LazyToaster position="top-center" duration={10_000} closeButton richColors theme={theme} />;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}
