import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** The part of an infinite query (TanStack `useInfiniteQuery`) that a list reads. */
export interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface InfiniteListProps<T> {
  query: PagedQuery<T>;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  empty: string;
}

/**
 * A list with its loading, empty and error states that loads the next page when its end
 * scrolls into view (and by a button, for keyboards and when observing is not possible).
 */
export function InfiniteList<T>({ query, render, keyOf, empty }: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return <LoadError onRetry={query.refetch} className="space-y-3 py-10 text-center" />;
  }
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <div>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} className="flex justify-center py-6">
        {isFetchingNextPage ? (
          <Spinner label={t('common.loading_more')} />
        ) : hasNextPage ? (
          <Button variant="ghost" onClick={() => void fetchNextPage()}>
            {t('common.load_more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
