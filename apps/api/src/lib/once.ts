/**
 * A value made by its first use and kept: how the server defers a module or a table it may never
 * need to the request that needs it (docs/operations.md, "A compiled server"). A failed promise is
 * kept too, as a broken install stays broken.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
