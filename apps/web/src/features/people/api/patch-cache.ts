import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Changes matching items wherever a cached answer holds them: an infinite list's pages, one
 * page (`{ items }`), or a single object. Other shapes are left as they are.
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
