import { useEffect, type RefObject } from 'react';

/** Closes a popover on Escape or on a click outside its container. */
export function useDismiss(container: RefObject<HTMLElement | null>, isOpen: boolean, close: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      const isOutside = event instanceof MouseEvent && !container.current?.contains(event.target as Node);
      if (isOutside || (event instanceof KeyboardEvent && event.key === 'Escape')) close();
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [container, isOpen, close]);
}
