import { useEffect } from 'react';
import { useUnreadCount } from './notifications';

/**
 * The unread count on the installed app's icon, where the browser supports it (the Badging
 * API): kept to the bell's count while Ladder is open, cleared at 0. Pushes set it while Ladder
 * is closed (sw.ts).
 */
export function useAppBadge(): void {
  const unread = useUnreadCount().data?.unread;
  useEffect(() => {
    if (unread === undefined || !('setAppBadge' in navigator)) return;
    const done = unread > 0 ? navigator.setAppBadge(unread) : navigator.clearAppBadge();
    // Refused (not installed, or not allowed): the bell still counts.
    void done.catch(() => undefined);
  }, [unread]);
}
