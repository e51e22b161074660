import type { Quest } from '@protocol/api/quests.ts';
import {
  acceptStarterResponseSchema,
  type StarterOffersResponse,
  starterOffersResponseSchema,
} from '@protocol/api/starters.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription, errorStatus } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/starter-quests: today's offers the player has not added yet. */
export const starterOffersQueryOptions = queryOptions({
  queryKey: queryKeys.starterQuests,
  queryFn: async () => starterOffersResponseSchema.parse(await apiRequest('GET', '/api/starter-quests')),
});

export function useStarterOffers(enabled: boolean) {
  return useQuery({ ...starterOffersQueryOptions, enabled });
}

/**
 * Adds one offer as an easy quest: the offer leaves the list and the quest lands on top of the board
 * at once. A 409 (added already on another device, or the day changed) re-reads today's offers.
 */
export function useAcceptStarter() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string) =>
      acceptStarterResponseSchema.parse(
        await apiRequest('POST', `/api/starter-quests/${encodeURIComponent(offerId)}/accept`),
      ).quest,
    onSuccess: (quest, offerId) => {
      queryClient.setQueryData<StarterOffersResponse>(queryKeys.starterQuests, (data) =>
        data ? { ...data, offers: data.offers.filter((offer) => offer.id !== offerId) } : data,
      );
      queryClient.setQueryData<Quest[]>(queryKeys.quests, (quests) =>
        quests ? [quest, ...quests.filter((known) => known.id !== quest.id)] : quests,
      );
      toast({ title: t('starters.added'), description: t('starters.addedText', { title: quest.title }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.quests });
    },
    onError: (error) => {
      if (errorStatus(error) === 409)
        void queryClient.invalidateQueries({ queryKey: queryKeys.starterQuests });
      toast({
        title: t('starters.addFailed'),
        description: errorDescription(t, error),
        variant: 'destructive',
      });
    },
  });
}
