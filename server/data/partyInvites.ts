import { createHash, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type Database, db } from './database.ts';
import { asDate } from './moments.ts';
import { partyMemberCount } from './parties.ts';
import type { Runner } from './prepared.ts';

/** Links are found by the SHA-256 of their token: the token itself is never stored. */
export const inviteTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A `party_invites` row as a query gives it: typed from the entity. */
export type InviteColumns = Selectable<Database['party_invites']>;

/** A link or a player's invite as use cases work with it: timestamps as Dates. */
export function inviteRecordOf(row: InviteColumns) {
  return {
    id: row.id,
    partyId: row.party_id,
    inviterId: row.inviter_id,
    inviteeId: row.invitee_id,
    tokenHash: row.token_hash,
    createdAt: asDate(row.created_at),
    expiresAt: asDate(row.expires_at),
  };
}

export type InviteRecord = ReturnType<typeof inviteRecordOf>;

/** The party's link (open or expired), if it has one. */
export async function partyInviteLink(runner: Runner, partyId: string): Promise<InviteRecord | null> {
  const row = await db(runner)
    .selectFrom('party_invites')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('token_hash', 'is not', null)
    .executeTakeFirst();
  return row ? inviteRecordOf(row) : null;
}

export async function inviteByToken(runner: Runner, token: string): Promise<InviteRecord | null> {
  const row = await db(runner)
    .selectFrom('party_invites')
    .selectAll()
    .where('token_hash', '=', inviteTokenHash(token))
    .executeTakeFirst();
  return row ? inviteRecordOf(row) : null;
}

/** Removes the party's link (revoked, or replaced by a new one). */
export async function deletePartyInviteLink(tx: Runner, partyId: string): Promise<void> {
  await db(tx)
    .deleteFrom('party_invites')
    .where('party_id', '=', partyId)
    .where('token_hash', 'is not', null)
    .execute();
}

/** A new way into a party: a link (its token's hash) or an invite to one player. */
export async function insertInvite(
  tx: Runner,
  invite: { partyId: string; inviterId: string } & (
    | { tokenHash: string; inviteeId: null }
    | { tokenHash: null; inviteeId: string }
  ),
  now: Date,
  expiresAt: Date,
): Promise<InviteRecord> {
  const row = await db(tx)
    .insertInto('party_invites')
    .values({
      id: randomUUID(),
      party_id: invite.partyId,
      inviter_id: invite.inviterId,
      invitee_id: invite.inviteeId,
      token_hash: invite.tokenHash,
      created_at: now,
      expires_at: expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return inviteRecordOf(row);
}

export async function playerInvite(
  runner: Runner,
  partyId: string,
  inviteeId: string,
): Promise<InviteRecord | null> {
  const row = await db(runner)
    .selectFrom('party_invites')
    .selectAll()
    .where('party_id', '=', partyId)
    .where('invitee_id', '=', inviteeId)
    .executeTakeFirst();
  return row ? inviteRecordOf(row) : null;
}

/** An invite addressed to this player (another player's answers null). */
export async function inviteForPlayer(
  runner: Runner,
  inviteId: string,
  inviteeId: string,
): Promise<InviteRecord | null> {
  const row = await db(runner)
    .selectFrom('party_invites')
    .selectAll()
    .where('id', '=', inviteId)
    .where('invitee_id', '=', inviteeId)
    .executeTakeFirst();
  return row ? inviteRecordOf(row) : null;
}

export async function deleteInvite(tx: Runner, inviteId: string): Promise<void> {
  await db(tx).deleteFrom('party_invites').where('id', '=', inviteId).execute();
}

/** The invite's notification goes with it: its Join and Decline would lead nowhere. */
export const deleteInviteNotifications = (tx: Runner, userId: string, inviteId: string): Promise<unknown> =>
  db(tx)
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('type', '=', 'party_invite')
    .where((eb) => eb(eb.ref('data', '->>').key('inviteId'), '=', inviteId))
    .execute();

/** What the invited player is shown of a party: its leader's name and how many are in it. */
export async function partySummary(
  runner: Runner,
  partyId: string,
  leaderId: string | null,
): Promise<{ leaderName: string | null; memberCount: number }> {
  const memberCount = await partyMemberCount(runner, partyId);
  const leader = leaderId
    ? await db(runner).selectFrom('users').select('username').where('id', '=', leaderId).executeTakeFirst()
    : undefined;
  return { memberCount, leaderName: leader?.username ?? null };
}
