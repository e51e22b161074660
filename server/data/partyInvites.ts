import { createHash } from 'node:crypto';
import { PartyInvite } from '../../db/entities/PartyInvite.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';

/** Links are found by the SHA-256 of their token: the token itself is never stored. */
export const inviteTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The party's link (open or expired), if it has one. */
export const partyInviteLink = (em: Em, partyId: string): Promise<PartyInvite | null> =>
  em.findOne(PartyInvite, { party: partyId, tokenHash: { $ne: null } });

export const inviteByToken = (em: Em, token: string): Promise<PartyInvite | null> =>
  em.findOne(PartyInvite, { tokenHash: inviteTokenHash(token) }, { populate: ['party'], refresh: true });

/** Removes the party's link (revoked, or replaced by a new one). */
export const deletePartyInviteLink = (tx: Em, partyId: string): Promise<number> =>
  tx.nativeDelete(PartyInvite, { party: partyId, tokenHash: { $ne: null } });

export const playerInvite = (em: Em, partyId: string, inviteeId: string): Promise<PartyInvite | null> =>
  em.findOne(PartyInvite, { party: partyId, invitee: inviteeId });

/** An invite addressed to this player (another player's answers null). */
export const inviteForPlayer = (em: Em, inviteId: string, inviteeId: string): Promise<PartyInvite | null> =>
  em.findOne(PartyInvite, { id: inviteId, invitee: inviteeId }, { refresh: true });

export const deleteInvite = (tx: Em, inviteId: string): Promise<number> =>
  tx.nativeDelete(PartyInvite, { id: inviteId });

/** The invite's notification goes with it: its Join and Decline would lead nowhere. */
export const deleteInviteNotifications = (tx: Em, userId: string, inviteId: string): Promise<unknown> =>
  db(tx)
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('type', '=', 'party_invite')
    .where((eb) => eb(eb.ref('data', '->>').key('inviteId'), '=', inviteId))
    .execute();

/** What the invited player is shown of a party: its leader's name and how many are in it. */
export async function partySummary(
  em: Em,
  partyId: string,
  leaderId: string | null,
): Promise<{ leaderName: string | null; memberCount: number }> {
  const [memberCount, leader] = await Promise.all([
    em.count(User, { party: partyId }),
    leaderId ? em.findOne(User, leaderId, { fields: ['username'] }) : null,
  ]);
  return { memberCount, leaderName: leader?.username ?? null };
}
