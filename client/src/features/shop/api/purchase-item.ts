import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { errorDescription } from '@/lib/errors.ts';
import { itemText } from '@/lib/item-text.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { purchaseItem } from '@/shared/economy/purchase.ts';

/**
 * Buys one item: 'Purchase successful!' and the header's gold drops at once (the answer's user);
 * the inventory (and, for a pet, the companions) are refetched. A failure shows the server's message.
 */
export function usePurchaseItem() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  return useMutation({
    mutationFn: purchaseItem,
    onSuccess: (result) => {
      toast({
        title: t('shop.success'),
        description: t('shop.successText', { name: itemText(result.item, i18n.language).name }),
        variant: 'success',
      });
      announce(result);
    },
    onError: (error) => {
      toast({ title: t('shop.failed'), description: errorDescription(t, error), variant: 'destructive' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.companions });
    },
  });
}
