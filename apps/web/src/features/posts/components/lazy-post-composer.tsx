import { lazy, Suspense, useRef, type ComponentProps } from 'react';

const load = () => import('./post-composer');
const PostComposer = lazy(async () => ({ default: (await load()).PostComposer }));

/** Starts loading the composer before it opens (on hover or focus of what opens it). */
export const preloadPostComposer = () => void load();

/**
 * The post composer, loaded when first opened: a feed paints without it and without what it
 * brings (the form library, zod and the shared schema, the drop zone). Once opened it stays
 * mounted, as the composer itself was before.
 */
export function LazyPostComposer(props: ComponentProps<typeof PostComposer>) {
  const hasOpened = useRef(false);
  if (props.isOpen) hasOpened.current = true;
  if (!hasOpened.current) return null;
  return (
    <Suspense fallback={null}>
      <PostComposer {...props} />
    </Suspense>
  );
}
