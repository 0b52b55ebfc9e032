import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** The part of an infinite query (TanStack `useInfiniteQuery`) that asks for its next page. */
interface NextPage {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show more" for an infinite query: busy while the page loads, gone once there is none. */
export function NextPageButton({
  query,
  variant = 'secondary',
  className,
  children,
}: {
  query: NextPage;
  variant?: ButtonProps['variant'];
  className?: string;
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      className={className}
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
