import { clanActivityPayloadSchema } from '@protocol/socket/community.ts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';
import { useSocketEvent } from '@/lib/socket.ts';
import { clanQueryKey } from '../api/clan.ts';
import { prependClanActivity } from '../api/clan-activity.ts';

/**
 * `clan:activity` for the clan on screen: the entry goes on top of the feed at once. Every entry also
 * changes what the page shows above it (members, levels, the clan's experience), so the clan is read
 * again. After a reconnect the socket layer refetches every open query, which repairs any gap.
 */
export function useClanFeedEvents(clanId: string) {
  const queryClient = useQueryClient();
  useSocketEvent('clan:activity', clanActivityPayloadSchema, (payload) => {
    if (payload.clanId !== clanId) return;
    prependClanActivity(queryClient, clanId, payload.item);
    void queryClient.invalidateQueries({ queryKey: clanQueryKey(clanId) });
    if (payload.item.type === 'member_joined' || payload.item.type === 'member_left')
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.clans, 'search'] });
  });
}
