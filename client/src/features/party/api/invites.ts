import { partySchema } from '@protocol/api/parties.ts';
import {
  inviteLinkSchema,
  inviteLinkStatusSchema,
  invitePreviewSchema,
  playerInviteSchema,
} from '@protocol/api/partyInvites.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { applyJoinedParty } from '@/lib/party-joined.ts';

const linkStatusKey = ['/api/parties/invite-link'] as const;
const previewKey = (token: string) => ['/api/party-invites/link', token] as const;

/** GET /api/parties/invite-link: whether the party has an open link (its token is never shown again). */
export function useInviteLinkStatus(partyId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...linkStatusKey, partyId],
      queryFn: async () => inviteLinkStatusSchema.parse(await apiRequest('GET', '/api/parties/invite-link')),
    }),
  );
}

/** POST /api/parties/invite-link: a new link, replacing the party's previous one. */
export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => inviteLinkSchema.parse(await apiRequest('POST', '/api/parties/invite-link')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkStatusKey }),
  });
}

/** DELETE /api/parties/invite-link: the link stops working. */
export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/parties/invite-link');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkStatusKey }),
  });
}

/** POST /api/parties/invites: 201 sent, 200 already invited (nothing sent twice). */
export function useInvitePlayer() {
  return useMutation({
    mutationFn: async (username: string) =>
      playerInviteSchema.parse(await apiRequest('POST', '/api/parties/invites', { username })),
  });
}

/** GET /api/party-invites/link/{token}: the party the link opens (404 gone, 410 expired). */
export function useInvitePreview(token: string) {
  return useQuery(
    queryOptions({
      queryKey: previewKey(token),
      queryFn: async () =>
        invitePreviewSchema.parse(
          await apiRequest('GET', `/api/party-invites/link/${encodeURIComponent(token)}`),
        ),
      retry: false,
    }),
  );
}

/** POST /api/party-invites/link/{token}/join: the same rules as joining from the list. */
export function useJoinByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      partySchema.parse(
        await apiRequest('POST', `/api/party-invites/link/${encodeURIComponent(token)}/join`),
      ),
    onSuccess: (party) => applyJoinedParty(queryClient, party),
    onError: () => queryClient.invalidateQueries({ queryKey: previewKey(token) }),
  });
}
