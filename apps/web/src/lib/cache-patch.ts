import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Changes the matching items wherever an answer cached under `queryKey` (a prefix) holds them:
 * an infinite list's pages, one page (`{ items }`), or a single object. Other shapes, and the
 * items that do not match, are left as they are. A like, a comment or a follow changes every
 * copy of the post or member on screen at once, without fetching (and reordering) the lists.
 */
export function patchCached<T extends object>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  matches: (item: T) => boolean,
  patch: (item: T) => T,
): void {
  const apply = (item: unknown) => (isObject(item) && matches(item as T) ? patch(item as T) : item);
  const applyPage = (page: unknown) =>
    isObject(page) && Array.isArray(page.items) ? { ...page, items: page.items.map(apply) } : page;
  queryClient.setQueriesData<unknown>({ queryKey }, (data: unknown) => {
    if (!isObject(data)) return data;
    if (Array.isArray(data.pages)) return { ...data, pages: data.pages.map(applyPage) };
    if (Array.isArray(data.items)) return applyPage(data);
    return apply(data);
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
