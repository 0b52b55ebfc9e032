import { pageSchema } from '@ladder/shared/schemas/posts';
import type { z } from 'zod';

export const bearer = [{ bearer: [] }];

/**
 * For hot list routes: the answer is built by our presenters, so it is sent with plain
 * JSON.stringify instead of being re-validated against its (documenting) schema.
 */
export const fastSerializer = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** Paging accepted in the query string or the JSON body (docs/api/conventions.md, "Lists"), body first. */
export const pagingQuery = pageSchema.partial();
export const pagingBody = pageSchema.partial().nullish();

export function paging(query: z.infer<typeof pagingQuery>, body: z.infer<typeof pagingBody>) {
  return {
    limit: body?.limit ?? query.limit,
    last_evaluated_key: body?.last_evaluated_key ?? query.last_evaluated_key,
  };
}
