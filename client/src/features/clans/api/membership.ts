import { messageResponseSchema } from '@protocol/api/auth.ts';
import { type Clan, clanSchema, type createClanRequestSchema } from '@protocol/api/clans.ts';
import type { User } from '@protocol/api/user.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { describeClanError } from '../utils/clan-errors.ts';

export type CreateClanInput = z.input<typeof createClanRequestSchema>;

/** POST /api/clans: the founder becomes the first member and leader (409 for a taken name or tag). */
export async function createClan(input: CreateClanInput): Promise<Clan> {
  return clanSchema.parse(await apiRequest('POST', '/api/clans', input));
}

/** POST /api/clans/{id}/join: 409 when the clan is full or the player already has one. */
export async function joinClan(clanId: string): Promise<Clan> {
  return clanSchema.parse(await apiRequest('POST', `/api/clans/${encodeURIComponent(clanId)}/join`));
}

/** POST /api/clans/leave: the lead passes on; the last one out closes the clan. */
export async function leaveClan(): Promise<string> {
  return messageResponseSchema.parse(await apiRequest('POST', '/api/clans/leave')).message;
}

/** The header's user follows at once, so the page never shows Join to a member for a moment. */
function setClanOfPlayer(queryClient: QueryClient, clanId: string | null): void {
  queryClient.setQueryData<User | null>(currentUserQueryKey, (user) => (user ? { ...user, clanId } : user));
}

/**
 * A membership changed: the player's `clanId` (the header's user), the clans' member counts and the
 * pages that show them are read again. The server also pushes `user:update`; this covers a lost socket.
 */
function refreshAfterMembership(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  void queryClient.invalidateQueries({ queryKey: queryKeys.clans });
}

export function useCreateClan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClan,
    onSuccess: (clan) => setClanOfPlayer(queryClient, clan.id),
    onSettled: () => refreshAfterMembership(queryClient),
  });
}

/** Join with its notices: 'Joined Clan!', or 'Failed to join clan' with the server's reason. */
export function useJoinClan() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clan: Pick<Clan, 'id' | 'name'>) => joinClan(clan.id),
    onSuccess: (clan) => {
      setClanOfPlayer(queryClient, clan.id);
      toast({
        title: t('clans.joined'),
        description: t('clans.joinedText', { name: clan.name }),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t('clans.joinFailed'),
        description: describeClanError(t, error),
        variant: 'destructive',
      }),
    onSettled: () => refreshAfterMembership(queryClient),
  });
}

export function useLeaveClan() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveClan,
    onSuccess: () => {
      setClanOfPlayer(queryClient, null);
      toast({ title: t('clans.left'), variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: t('clans.leaveFailed'),
        description: describeClanError(t, error),
        variant: 'destructive',
      }),
    onSettled: () => refreshAfterMembership(queryClient),
  });
}
