import type { Em } from '../../db/orm.ts';
import {
  archiveClan,
  type ClanRecord,
  clanMembersNotified,
  countClanMember,
  insertClan,
  joinPlayerToClan,
  lockClan,
  longestStandingClanMember,
  playerClanId,
  removePlayerFromClan,
  setClanLeader,
  takenClanNameOrTag,
} from '../data/clans.ts';
import type { PlayerView } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { notificationText } from '../notifications/texts.ts';
import { publishClanMembership } from '../realtime/publish/community.ts';
import { announcePlayer } from './announcePlayer.ts';
import { notify, recordClanActivity } from './community.ts';
import { lockPlayer } from './lockedPlayer.ts';

export const clanNotFound = () => notFound('Clan not found');

const takenMessage = (what: 'name' | 'tag') =>
  what === 'name'
    ? 'A clan with this name already exists. Please choose another name.'
    : 'This clan tag is already taken. Please choose another tag.';

/** A committed membership change: the clan as written and the player as written. */
interface Changed {
  clan: ClanRecord;
  user: UserRecord;
}

/** Founds a clan; the founder is its first member and leader. Names and tags are unique in any case. */
async function createClanInTransaction(
  em: Em,
  userId: string,
  input: { name: string; tag: string; description: string | null },
  now: Date,
): Promise<Changed> {
  const taken = await takenClanNameOrTag(em, input.name, input.tag);
  if (taken) throw conflict(takenMessage(taken));
  return em.transactional(async (tx) => {
    const user = await lockPlayer(tx, userId);
    if (user.clan) throw conflict('You are already in a clan. Leave it before founding a new one.');
    const clan = await insertClan(tx, { ...input, leaderId: user.id }, now);
    // Founded meanwhile by someone else: the unique indexes refused it; say which one.
    if (!clan) throw conflict(takenMessage((await takenClanNameOrTag(tx, input.name, input.tag)) ?? 'name'));
    const member = await joinPlayerToClan(tx, user.id, clan.id, now);
    await recordClanActivity(tx, member, 'member_joined', clan.name, { founder: true }, now, clan.id);
    return { clan, user: member };
  });
}

async function notifyOptedIn(
  tx: Runner,
  clan: ClanRecord,
  actor: UserRecord,
  kind: 'clanJoined' | 'clanLeft',
  now: Date,
) {
  const members = await clanMembersNotified(tx, clan.id, actor.id);
  for (const m of members) {
    await notify(
      tx,
      m.id,
      {
        type: 'clan',
        ...notificationText(kind, m.language)(actor.username, clan.name),
        data: { clanId: clan.id },
      },
      now,
    );
  }
}

/** Joins a public clan under its row lock, so a full clan never takes one member too many. */
async function joinClanInTransaction(em: Em, userId: string, clanId: string, now: Date): Promise<Changed> {
  return em.transactional(async (tx) => {
    const clan = await lockClan(tx, clanId);
    if (!clan || clan.archivedAt) throw clanNotFound();
    const user = await lockPlayer(tx, userId);
    if (user.clan?.id === clan.id) throw conflict('You are already a member of this clan.');
    if (user.clan) throw conflict('You are already in a clan. Leave it before joining another.');
    if (!clan.isPublic) throw conflict('This clan is invite-only.');
    if (clan.memberCount >= clan.maxMembers)
      throw conflict(`This clan is full (${clan.maxMembers} members).`);
    const counted = await countClanMember(tx, clan.id, 1, now);
    const member = await joinPlayerToClan(tx, user.id, clan.id, now);
    await recordClanActivity(tx, member, 'member_joined', clan.name, {}, now, clan.id);
    await notifyOptedIn(tx, counted, member, 'clanJoined', now);
    return { clan: counted, user: member };
  });
}

/**
 * Leaves the clan; the lead passes to the longest-standing member; the last one out archives it.
 * `silent` (an account being deleted) writes no feed entry and no notification with the name.
 */
export async function leaveClanInTransaction(
  em: Em,
  userId: string,
  now: Date,
  options: { silent?: boolean } = {},
): Promise<Changed> {
  return em.transactional(async (tx) => {
    const clanId = await playerClanId(tx, userId);
    if (!clanId) throw conflict('You are not in a clan.');
    const locked = await lockClan(tx, clanId);
    const user = await lockPlayer(tx, userId);
    if (!locked || user.clan?.id !== locked.id) throw conflict('You are not in a clan.');
    const left = await removePlayerFromClan(tx, userId, now);
    let clan = await countClanMember(tx, locked.id, -1, now);
    if (!options.silent) await recordClanActivity(tx, left, 'member_left', clan.name, {}, now, clan.id);
    if (clan.memberCount === 0) {
      clan = await archiveClan(tx, clan.id, now);
    } else {
      if (clan.leaderId === userId) {
        clan = await setClanLeader(tx, clan.id, await longestStandingClanMember(tx, clan.id), now);
      }
      if (!options.silent) await notifyOptedIn(tx, clan, left, 'clanLeft', now);
    }
    return { clan, user: left };
  });
}

/** A clan membership change as its answer shows it: the clan and the player's new figures. */
export interface ClanMembership {
  clan: ClanRecord;
  player: PlayerView;
}

/** After commit: the player's sockets change clan rooms on every instance, and their tabs hear it. */
async function announceClanMembership(em: Em, changed: Changed, joined: boolean): Promise<ClanMembership> {
  const { clan, user } = changed;
  publishClanMembership(user.id, joined ? null : clan.id, joined ? clan.id : null);
  return { clan, player: await announcePlayer(em, user) };
}

/** Founds a clan; the founder is its first member and leader. */
export async function createClan(
  em: Em,
  userId: string,
  input: { name: string; tag: string; description: string | null },
  now: Date,
): Promise<ClanMembership> {
  return announceClanMembership(em, await createClanInTransaction(em, userId, input, now), true);
}

/** Joins a public clan (its row lock keeps a full clan from taking one member too many). */
export async function joinClan(em: Em, userId: string, clanId: string, now: Date): Promise<ClanMembership> {
  return announceClanMembership(em, await joinClanInTransaction(em, userId, clanId, now), true);
}

/** Leaves the clan (the last one out archives it). */
export async function leaveClan(em: Em, userId: string, now: Date): Promise<ClanMembership> {
  return announceClanMembership(em, await leaveClanInTransaction(em, userId, now), false);
}
