import { z } from 'zod';

/** Every success body is `{ data: ... }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const paginationLink = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});

/** The specification's pagination meta, field for field. */
export const paginationMeta = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int().min(0),
  per_page: z.number().int().min(1),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
  links: z.array(paginationLink),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** A paged list: `{ data: [...], meta: {...pagination} }`, with optional extra meta fields. */
export function pagedEnvelope<T extends z.ZodType, M extends z.ZodRawShape = Record<never, never>>(
  row: T,
  extraMeta?: M,
) {
  return z.object({ data: z.array(row), meta: paginationMeta.extend(extraMeta ?? ({} as M)) });
}

/** Query of every paged list. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
