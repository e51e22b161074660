import { type InventoryEntry, useItemResponseSchema } from '@protocol/api/items.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffectText } from '@/components/item-details.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription } from '@/lib/errors.ts';
import { itemText } from '@/lib/item-text.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/inventory/{id}/use: 409 with a message when the consumable cannot apply now. */
export async function consumeItem(entry: InventoryEntry) {
  return useItemResponseSchema.parse(
    await apiRequest('POST', `/api/inventory/${encodeURIComponent(entry.id)}/use`),
  );
}

/** Uses one consumable; the toast says what it did. */
export function useUseItem() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  const effectText = useEffectText();
  return useMutation({
    mutationFn: consumeItem,
    onSuccess: (result, entry) => {
      toast({
        title: t('inventory.used', { name: itemText(entry.item, i18n.language).name }),
        description: effectText(result.effect),
        variant: 'success',
        figures: true,
      });
      announce(result);
    },
    onError: (error) => {
      toast({
        title: t('inventory.useFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companions });
    },
  });
}
