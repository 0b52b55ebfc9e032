import { useEffect } from 'react';

/** What a server render learnt of the page's head while drawing it (entry-server.tsx reads it). */
export const drawnHead: { title: string | null } = { title: null };

/** Sets the tab title as "{page} | Ladder"; on the server, the title the page's HTML carries. */
export function useDocumentTitle(title: string, isFull = false): void {
  const full = isFull ? title : `${title} | Ladder`;
  if (typeof document === 'undefined') drawnHead.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
