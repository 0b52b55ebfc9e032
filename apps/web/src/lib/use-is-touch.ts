import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

/** True on a touch screen (a coarse pointer), where nothing is dragged and dropped: say "choose". */
export function useIsTouch(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
