import { type Item, itemSchema } from '@protocol/api/items.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/items: the shop's catalogue. */
export async function getItems(): Promise<Item[]> {
  return itemSchema.array().parse(await apiRequest('GET', '/api/items'));
}

/** Spec section 7: cached for 60 seconds. */
export const itemsQueryOptions = queryOptions({
  queryKey: queryKeys.items,
  queryFn: getItems,
  staleTime: 60_000,
});

export function useItems() {
  return useQuery(itemsQueryOptions);
}
