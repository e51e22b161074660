import type {
  InviteLink,
  InviteLinkStatus,
  InvitePreview,
  PlayerInvite,
} from '../../protocol/api/partyInvites.ts';
import type { PartyRecord } from '../data/parties.ts';
import type { InviteRecord } from '../data/partyInvites.ts';

export const presentInviteLink = (link: { token: string; expiresAt: Date }): InviteLink => ({
  token: link.token,
  expiresAt: link.expiresAt.toISOString(),
});

export const presentInviteLinkStatus = (expiresAt: Date | null): InviteLinkStatus => ({
  active: expiresAt !== null,
  expiresAt: expiresAt?.toISOString() ?? null,
});

export const presentInvitePreview = (preview: {
  party: PartyRecord;
  expiresAt: Date;
  leaderName: string | null;
  memberCount: number;
}): InvitePreview => ({
  partyId: preview.party.id,
  name: preview.party.name,
  leaderName: preview.leaderName,
  memberCount: preview.memberCount,
  maxMembers: preview.party.maxMembers,
  expiresAt: preview.expiresAt.toISOString(),
});

export const presentPlayerInvite = (
  invite: InviteRecord,
  username: string,
  created: boolean,
): PlayerInvite => ({
  id: invite.id,
  username,
  expiresAt: invite.expiresAt.toISOString(),
  alreadyInvited: !created,
});
