import { useEffect } from 'react';

/** Sets the tab title as "{page} | Ladder". */
export function useDocumentTitle(title: string, isFull = false): void {
  useEffect(() => {
    document.title = isFull ? title : `${title} | Ladder`;
  }, [title, isFull]);
}
