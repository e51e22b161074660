import { type Item, purchaseResponseSchema } from '@protocol/api/items.ts';
import { apiRequest } from '@/lib/api.ts';

/** POST /api/items/purchase: the answer's user carries the new gold (`newGold`). */
export async function purchaseItem(item: Pick<Item, 'id'>) {
  return purchaseResponseSchema.parse(await apiRequest('POST', '/api/items/purchase', { itemId: item.id }));
}
