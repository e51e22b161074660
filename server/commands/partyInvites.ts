import { randomBytes } from 'node:crypto';
import type { Em } from '../../db/orm.ts';
import { PARTY_INVITE_DAYS } from '../../protocol/api/partyInvites.ts';
import { consumeOrReject } from '../auth/rateLimiters.ts';
import { lockParty, partyById, playerPartyId } from '../data/parties.ts';
import {
  deleteInvite,
  deleteInviteNotifications,
  deletePartyInviteLink,
  type InviteRecord,
  insertInvite,
  inviteByToken,
  inviteForPlayer,
  inviteTokenHash,
  partyInviteLink,
  partySummary,
  playerInvite,
} from '../data/partyInvites.ts';
import { playerByUsername } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { AppDeps } from '../deps.ts';
import { isBanActive } from '../domain/account/ban.ts';
import { conflict, HttpError, notFound } from '../lib/httpErrors.ts';
import { notificationText } from '../notifications/texts.ts';
import { notify } from './community.ts';
import { lockPlayer } from './lockedPlayer.ts';
import { admitToParty, announceMembership, type PartyMembership } from './parties.ts';

const INVITE_MS = PARTY_INVITE_DAYS * 24 * 60 * 60 * 1000;

const notInParty = () => conflict('You are not in a party.');
const linkNotFound = () => notFound('This invite link is no longer valid. Ask your friend for a new one.');
const linkExpired = () =>
  new HttpError(410, 'This invite link has expired. Ask your friend for a new one.', 'invite_expired');
export const inviteNotFound = () => notFound('This invite is no longer open.');
const inviteExpired = () =>
  new HttpError(410, 'This invite has expired. Ask your friend to invite you again.', 'invite_expired');
const unknownPlayer = () => notFound('No player with that username.');

const isOpen = (invite: InviteRecord, now: Date) => invite.expiresAt.getTime() > now.getTime();

/** The inviter's party, row-locked: invites are written under the same lock as joins. */
async function lockInvitersParty(tx: Runner, userId: string) {
  const partyId = await playerPartyId(tx, userId);
  if (!partyId) throw notInParty();
  const party = await lockParty(tx, partyId);
  // Read again under the lock (party, then player: the order every membership change takes).
  const inviter = await lockPlayer(tx, userId);
  if (!party || inviter.party?.id !== party.id) throw notInParty();
  return { inviter, party };
}

/**
 * A new link for the player's party; any member may make one, and it replaces the party's previous
 * link (so a new one is also how a link is withdrawn). The token is answered this once.
 */
export async function createInviteLink(
  em: Em,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_MS);
  await em.transactional(async (tx) => {
    const { inviter, party } = await lockInvitersParty(tx, userId);
    await deletePartyInviteLink(tx, party.id);
    await insertInvite(
      tx,
      { partyId: party.id, inviterId: inviter.id, inviteeId: null, tokenHash: inviteTokenHash(token) },
      now,
      expiresAt,
    );
  });
  return { token, expiresAt };
}

/** Withdraws the party's link: opening it answers 404 from now on. */
export async function revokeInviteLink(em: Em, userId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const { party } = await lockInvitersParty(tx, userId);
    await deletePartyInviteLink(tx, party.id);
  });
}

/** Whether the player's party has an open link, and until when. */
export async function inviteLinkStatus(em: Em, partyId: string, now: Date): Promise<Date | null> {
  const link = await partyInviteLink(em, partyId);
  return link && isOpen(link, now) ? link.expiresAt : null;
}

/** An open link, or 404 (unknown or withdrawn) / 410 (expired). */
async function openLink(em: Runner, token: string, now: Date): Promise<InviteRecord> {
  const link = await inviteByToken(em, token);
  if (!link) throw linkNotFound();
  if (!isOpen(link, now)) throw linkExpired();
  return link;
}

/** What the link's page shows before joining: the party's name, leader and size. */
export async function previewInviteLink(em: Em, token: string, now: Date) {
  const link = await openLink(em, token, now);
  // A dissolved party takes its links with it.
  const party = await partyById(em, link.partyId);
  if (!party) throw linkNotFound();
  const summary = await partySummary(em, party.id, party.leaderId);
  return { party, expiresAt: link.expiresAt, ...summary };
}

/** Joins through a link: the same rules as joining from the list, under the party's lock. */
export async function joinByInviteLink(
  em: Em,
  userId: string,
  token: string,
  now: Date,
): Promise<PartyMembership> {
  const change = await em.transactional(async (tx) => {
    const found = await openLink(tx, token, now);
    const party = await lockParty(tx, found.partyId);
    // Checked again under the lock: a link revoked or replaced meanwhile no longer opens the party.
    if (!party) throw linkNotFound();
    await openLink(tx, token, now);
    return admitToParty(tx, party, userId, now);
  });
  return announceMembership(em, change, true);
}

/**
 * Invites a player by username to the inviter's party: a notification with Join and Decline. An
 * open invite to the same player is answered as it is (nothing is sent twice); every attempt
 * counts toward the inviter's hourly limit, so names cannot be probed in bulk either.
 */
export async function invitePlayer(
  deps: Pick<AppDeps, 'limiters'>,
  em: Em,
  userId: string,
  username: string,
  now: Date,
): Promise<{ invite: InviteRecord; username: string; created: boolean }> {
  await consumeOrReject(deps.limiters.partyInvites, userId);
  return em.transactional(async (tx) => {
    const { inviter, party } = await lockInvitersParty(tx, userId);
    const invitee = await playerByUsername(tx, username);
    if (!invitee || !invitee.isActive || isBanActive(invitee, now)) throw unknownPlayer();
    if (invitee.party?.id === party.id) throw conflict('That player is already in your party.');
    const existing = await playerInvite(tx, party.id, invitee.id);
    if (existing && isOpen(existing, now))
      return { invite: existing, username: invitee.username, created: false };
    if (existing) {
      await deleteInviteNotifications(tx, invitee.id, existing.id);
      await deleteInvite(tx, existing.id);
    }
    const invite = await insertInvite(
      tx,
      { partyId: party.id, inviterId: inviter.id, inviteeId: invitee.id, tokenHash: null },
      now,
      new Date(now.getTime() + INVITE_MS),
    );
    await notify(
      tx,
      invitee.id,
      {
        type: 'party_invite',
        ...notificationText('partyInvite', invitee.language)(inviter.username, party.name),
        data: {
          inviteId: invite.id,
          partyId: party.id,
          partyName: party.name,
          inviterName: inviter.username,
        },
      },
      now,
    );
    return { invite, username: invitee.username, created: true };
  });
}

/** The invited player joins: the same rules as any join; the invite and its notification go. */
export async function acceptInvite(
  em: Em,
  userId: string,
  inviteId: string,
  now: Date,
): Promise<PartyMembership> {
  const change = await em.transactional(async (tx) => {
    const found = await inviteForPlayer(tx, inviteId, userId);
    if (!found) throw inviteNotFound();
    if (!isOpen(found, now)) throw inviteExpired();
    const party = await lockParty(tx, found.partyId);
    // The party may have dissolved while the invite waited (its invites went with it).
    if (!party || !(await inviteForPlayer(tx, inviteId, userId))) throw inviteNotFound();
    const joined = await admitToParty(tx, party, userId, now);
    await deleteInviteNotifications(tx, userId, inviteId);
    await deleteInvite(tx, inviteId);
    return joined;
  });
  return announceMembership(em, change, true);
}

/** The invited player declines: the invite and its notification go, nobody else is told. */
export async function declineInvite(em: Em, userId: string, inviteId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const found = await inviteForPlayer(tx, inviteId, userId);
    if (!found) throw inviteNotFound();
    await deleteInviteNotifications(tx, userId, inviteId);
    await deleteInvite(tx, inviteId);
  });
}
