import { useSyncExternalStore } from 'react';

function onConnectionChange(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; always true on the server and in the first render of a drawn page. */
export const useIsOnline = () =>
  useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
