import { type InventoryEntry, inventoryEntrySchema } from '@protocol/api/items.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/inventory: the player's items; the shop reads it for 'Owned', the inventory lists it. */
export async function getInventory(): Promise<InventoryEntry[]> {
  return inventoryEntrySchema.array().parse(await apiRequest('GET', '/api/inventory'));
}

/** Spec section 7: always fetched fresh. */
export const inventoryQueryOptions = queryOptions({
  queryKey: queryKeys.inventory,
  queryFn: getInventory,
  staleTime: 0,
  refetchOnMount: 'always',
});

export function useInventory() {
  return useQuery(inventoryQueryOptions);
}
