import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True on a touch screen (a coarse pointer), where nothing is dragged and dropped: say "choose". */
export const useIsTouch = () => useMediaQuery('(pointer: coarse)');

/**
 * True where the side columns show (Tailwind's `lg`, 64rem and up). What only they hold (the
 * industry tree, goals, suggestions) is not rendered below it, so a phone neither downloads
 * nor asks the API for what it would hide.
 */
export const useIsWide = () => useMediaQuery('(min-width: 64rem)');
