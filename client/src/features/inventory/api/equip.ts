import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { InventoryEntry } from '../../../../../protocol/api/items.ts';
import { userSchema } from '../../../../../protocol/api/user.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest } from '../../../lib/api.ts';
import { setCurrentUser } from '../../../lib/current-user.ts';
import { errorDescription } from '../../../lib/errors.ts';
import { itemText } from '../../../lib/item-text.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const equipmentResponseSchema = z.object({ user: userSchema });
type Slot = 'weapon' | 'armor';

/** POST /api/equipment/equip or /unequip: the answer's user carries the new damage and defense. */
export async function changeEquipment({ entry, equip }: { entry: InventoryEntry; equip: boolean }) {
  const type: Slot = entry.type === 'armor' ? 'armor' : 'weapon';
  const answer = equip
    ? await apiRequest('POST', '/api/equipment/equip', { itemId: entry.itemId, type })
    : await apiRequest('POST', '/api/equipment/unequip', { type });
  return equipmentResponseSchema.parse(answer);
}

/** 'Equipment Updated' on success; 'Failed to Equip' with the server's message (unequip fails quietly). */
export function useChangeEquipment() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEquipment,
    onSuccess: ({ user }, { entry, equip }) => {
      setCurrentUser(queryClient, user);
      const name = itemText(entry.item, i18n.language).name;
      toast({
        title: t('inventory.equipmentUpdated'),
        description: t(equip ? 'inventory.equippedText' : 'inventory.unequippedText', { name }),
        variant: 'success',
      });
    },
    onError: (error, { equip }) => {
      if (!equip) return;
      toast({
        title: t('inventory.equipFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inventory }),
  });
}
