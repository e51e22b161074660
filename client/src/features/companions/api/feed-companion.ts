import { feedCompanionResponseSchema } from '@protocol/api/companions.ts';
import type { InventoryEntry } from '@protocol/api/items.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { setCurrentUser } from '@/lib/current-user.ts';
import { errorDescription } from '@/lib/errors.ts';
import { companionName } from '@/lib/item-text.ts';
import { queryKeys } from '@/lib/query-keys.ts';

type FeedWith = 'gold' | 'treat';

/** POST /api/companions/{id}/feed: with gold (costs 10) or with a treat from the inventory. */
export async function feedCompanion({ id, with: food }: { id: string; with: FeedWith }) {
  return feedCompanionResponseSchema.parse(
    await apiRequest('POST', `/api/companions/${encodeURIComponent(id)}/feed`, { with: food }),
  );
}

export function useFeedCompanion() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: feedCompanion,
    onSuccess: ({ user, companion, levelUp }) => {
      setCurrentUser(queryClient, user);
      const entries = queryClient.getQueryData<InventoryEntry[]>(queryKeys.inventory) ?? [];
      const name = companionName(companion, entries, i18n.language);
      toast({
        title: t('companions.fed', { name }),
        description: levelUp
          ? t('companions.levelUp', { name, level: companion.level })
          : t('companions.fedText', { happiness: companion.happiness }),
        variant: 'success',
        figures: true,
      });
    },
    onError: (error) => {
      toast({
        title: t('companions.feedFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.companions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.inventory });
    },
  });
}
