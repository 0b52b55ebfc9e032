import type { Post } from '@ladder/shared/schemas/posts';
import { queryClient } from '../lib/query-client';
import { storage } from '../lib/storage';

/**
 * What the server put in the page for a visitor (a shared post opened by its link); null for a
 * member, whose view of it differs (their like, their save).
 */
function embeddedForVisitor(): unknown {
  const element = document.getElementById('first-screen-data');
  if (!element?.textContent || storage.read('token')) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return null;
  }
}

/**
 * Starts the request for the data of the screen the browser opened on, while the screen's code is
 * still loading, instead of after it has rendered: on a phone network that is a round trip or
 * more saved before the content paints. A visitor's shared post needs no request at all: it is in
 * the page. The query is the one the screen reads, so it is asked
 * once. Each module imported here is in the screen's own first chunks (docs/architecture.md,
 * "Serving the web app"), so the entry stays as small as it was.
 */
export function prefetchFirstScreen(pathname: string): void {
  const post = /^\/post\/([^/]+)$/.exec(pathname)?.[1];
  if (post) {
    const embedded = embeddedForVisitor();
    void import('../features/posts/api/get-post').then(({ postQueryOptions }) => {
      const options = postQueryOptions(decodeURIComponent(post));
      if (embedded) queryClient.setQueryData(options.queryKey, embedded as Post);
      else void queryClient.prefetchQuery(options);
    });
  }
  const track = /^\/ladder\/([^/]+)$/.exec(pathname)?.[1];
  if (track)
    void import('../features/tracks/api/get-tracks').then(({ trackQueryOptions }) =>
      queryClient.prefetchQuery(trackQueryOptions(decodeURIComponent(track))),
    );
}
