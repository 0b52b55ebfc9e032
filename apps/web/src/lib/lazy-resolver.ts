import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form resolver for a shared zod schema that loads zod, the schema and the resolver only
 * when first asked (or once the browser is idle), so the first screens paint without them.
 */
export function lazySchemaResolver<S extends Schema>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let resolver: Promise<Loaded> | null = null;
  const get = () =>
    (resolver ??= Promise.all([import('./schema-resolver'), load()]).then(
      ([{ schemaResolver }, schema]) => schemaResolver(schema) as unknown as Loaded,
    ));
  if (typeof window !== 'undefined') {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void get());
    else setTimeout(() => void get(), 1000);
  }
  return async (values, context, options) => (await get())(values, context, options);
}
