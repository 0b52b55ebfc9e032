import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

interface InfiniteListProps<T> {
  items: T[];
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  empty: string;
}

/**
 * A list with its loading, empty and error states that loads the next page when its end
 * scrolls into view (and by a button, for keyboards and when observing is not possible).
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props;

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

  if (props.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (props.isError && props.items.length === 0) {
    return (
      <div role="alert" className="space-y-3 py-10 text-center">
        <p>{t('toast.generic_error')}</p>
        <Button variant="secondary" onClick={() => void props.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (props.items.length === 0) return <EmptyState title={props.empty} />;
  return (
    <div>
      <ul className="space-y-4">
        {props.items.map((item) => (
          <li key={props.keyOf(item)}>{props.render(item)}</li>
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
