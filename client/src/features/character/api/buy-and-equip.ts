import type { Item } from '@protocol/api/items.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { useApplyUser } from '@/lib/current-user.ts';
import { errorDescription } from '@/lib/errors.ts';
import { itemText } from '@/lib/item-text.ts';
import { useProgressFeedback } from '@/lib/progress-feedback.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { changeEquipment } from '@/shared/economy/equipment.ts';
import { purchaseItem } from '@/shared/economy/purchase.ts';

type Step = 'buying' | 'equipping';

/** Which of the two calls failed, so the toast can say 'Purchase failed' or 'Equip failed'. */
class StepFailed extends Error {
  readonly step: Step;
  readonly reason: unknown;
  constructor(step: Step, reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.step = step;
    this.reason = reason;
  }
}

/**
 * Quick upgrade: buys the item (unless already owned), then equips it, through the real endpoints.
 * The header's gold drops as soon as the purchase answers; a failed equip after a good purchase
 * leaves the item in the bag, and the panel then offers Equip.
 */
export function useBuyAndEquip() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const announce = useProgressFeedback();
  const apply = useApplyUser();
  const [step, setStep] = useState<Step | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ item, owned }: { item: Item; owned: boolean }) => {
      if (!owned) {
        setStep('buying');
        try {
          announce(await purchaseItem(item));
        } catch (error) {
          throw new StepFailed('buying', error);
        }
      }
      setStep('equipping');
      try {
        return (await changeEquipment({ item, equip: true })).user;
      } catch (error) {
        throw new StepFailed('equipping', error);
      }
    },
    onSuccess: (user, { item, owned }) => {
      apply(user);
      const name = itemText(item, i18n.language).name;
      toast({
        title: t('character.quickBuy.success'),
        description: owned
          ? t('inventory.equippedText', { name })
          : t('character.quickBuy.successText', { name }),
        variant: 'success',
      });
    },
    onError: (error) => {
      const failed = error instanceof StepFailed ? error : new StepFailed('buying', error);
      toast({
        title: t(
          failed.step === 'buying' ? 'character.quickBuy.purchaseFailed' : 'character.quickBuy.equipFailed',
        ),
        description: errorDescription(t, failed.reason),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      setStep(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
    },
  });
  return { ...mutation, step };
}
