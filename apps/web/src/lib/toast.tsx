import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { serverDetail } from './api-client';
import { useHydrated } from './use-hydrated';

/**
 * Toasts without sonner on the first screen: `toast.success` / `toast.error` wait until sonner
 * and its Toaster (mounted by `<LazyToaster>` as soon as the app renders, loaded beside the
 * page rather than before it) are ready, then show the message. Import `toast` from here,
 * never from 'sonner' (lint enforces it).
 */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
const sonner = () => import('sonner');

const show = (kind: 'success' | 'error', message: string) => {
  void ready.then(sonner).then((module) => module.toast[kind](message));
};

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** A failed request: the server's message (already in the reader's language), else `fallback` (no answer came). */
  failure: (error: unknown, fallback: string) => show('error', serverDetail(error) ?? fallback),
};

type ToasterProps = ComponentProps<Awaited<ReturnType<typeof sonner>>['Toaster']>;

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await sonner();
  function ReadyToaster(props: ToasterProps) {
    // Runs after the Toaster's own effects: it listens for toasts from here on.
    useEffect(() => markReady(), []);
    return <SonnerToaster {...props} />;
  }
  return { default: ReadyToaster };
});

/** Never drawn by the server: toasts exist only in the browser, once it has taken the page over. */
export function LazyToaster(props: ToasterProps) {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
