import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Schema = z.ZodType<FieldValues, FieldValues>;
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * A form resolver for a shared zod schema that loads zod, the schema and the resolver only
 * when first asked (or once the visitor first touches the page), so first screens start without them.
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
  // Loaded when the visitor first touches the page (a tap, a key, a focus), not while it loads:
  // on a slow phone its start would otherwise hold the page up (issue 31, total blocking time).
  if (typeof document !== 'undefined') {
    const warm = () => {
      for (const type of FIRST_TOUCH) document.removeEventListener(type, warm, true);
      void get();
    };
    for (const type of FIRST_TOUCH) document.addEventListener(type, warm, { capture: true, passive: true });
  }
  return async (values, context, options) => (await get())(values, context, options);
}
