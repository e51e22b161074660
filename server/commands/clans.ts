import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { CLAN_MAX_MEMBERS, Clan } from '../../db/entities/Clan.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { takenClanNameOrTag } from '../data/clans.ts';
import type { PlayerView } from '../data/players.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { notificationText } from '../notifications/texts.ts';
import { publishClanMembership } from '../realtime/publish/community.ts';
import { announcePlayer } from './announcePlayer.ts';
import { notify, recordClanActivity } from './community.ts';
import { lockUser } from './progress/applyProgress.ts';

export const clanNotFound = () => notFound('Clan not found');

const takenMessage = (what: 'name' | 'tag') =>
  what === 'name'
    ? 'A clan with this name already exists. Please choose another name.'
    : 'This clan tag is already taken. Please choose another tag.';

/** Founds a clan; the founder is its first member and leader. Names and tags are unique in any case. */
async function createClanInTransaction(
  em: Em,
  userId: string,
  input: { name: string; tag: string; description: string | null },
  now: Date,
): Promise<Clan> {
  const taken = await takenClanNameOrTag(em, input.name, input.tag);
  if (taken) throw conflict(takenMessage(taken));
  try {
    return await em.transactional(async (tx) => {
      const user = await lockUser(tx, userId);
      if (user.clan) throw conflict('You are already in a clan. Leave it before founding a new one.');
      const clan = tx.create(Clan, {
        ...input,
        leader: user,
        memberCount: 1,
        maxMembers: CLAN_MAX_MEMBERS,
        createdAt: now,
        updatedAt: now,
      });
      user.clan = clan;
      user.clanJoinedAt = now;
      await tx.flush();
      await recordClanActivity(tx, user, 'member_joined', clan.name, { founder: true }, now, clan.id);
      return clan;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict(takenMessage(/clans_name_lower_unique/.test(err.message) ? 'name' : 'tag'));
    }
    throw err;
  }
}

async function lockClan(tx: Em, clanId: string): Promise<Clan | null> {
  return tx.findOne(Clan, clanId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

async function notifyOptedIn(tx: Em, clan: Clan, actor: User, kind: 'clanJoined' | 'clanLeft', now: Date) {
  const members = await tx.find(User, { clan: clan.id, clanNotifications: true, id: { $ne: actor.id } });
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
async function joinClanInTransaction(em: Em, userId: string, clanId: string, now: Date): Promise<Clan> {
  return em.transactional(async (tx) => {
    const clan = await lockClan(tx, clanId);
    if (!clan || clan.archivedAt) throw clanNotFound();
    const user = await lockUser(tx, userId);
    if (user.clan?.id === clan.id) throw conflict('You are already a member of this clan.');
    if (user.clan) throw conflict('You are already in a clan. Leave it before joining another.');
    if (!clan.isPublic) throw conflict('This clan is invite-only.');
    if (clan.memberCount >= clan.maxMembers)
      throw conflict(`This clan is full (${clan.maxMembers} members).`);
    clan.memberCount += 1;
    user.clan = clan;
    user.clanJoinedAt = now;
    await tx.flush();
    await recordClanActivity(tx, user, 'member_joined', clan.name, {}, now, clan.id);
    await notifyOptedIn(tx, clan, user, 'clanJoined', now);
    return clan;
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
): Promise<{ clan: Clan; user: User }> {
  return em.transactional(async (tx) => {
    const current = await tx.findOneOrFail(User, userId, { refresh: true });
    if (!current.clan) throw conflict('You are not in a clan.');
    const clan = await lockClan(tx, current.clan.id);
    const user = await lockUser(tx, userId);
    if (!clan || user.clan?.id !== clan.id) throw conflict('You are not in a clan.');
    user.clan = null;
    user.clanJoinedAt = null;
    clan.memberCount = Math.max(0, clan.memberCount - 1);
    await tx.flush();
    if (!options.silent) await recordClanActivity(tx, user, 'member_left', clan.name, {}, now, clan.id);
    if (clan.memberCount === 0) {
      clan.archivedAt = now;
      clan.leader = null;
    } else {
      if (clan.leader?.id === userId) {
        const [next] = await tx.find(
          User,
          { clan: clan.id },
          { orderBy: { clanJoinedAt: 'asc', id: 'asc' }, limit: 1 },
        );
        clan.leader = next ?? null;
      }
      if (!options.silent) await notifyOptedIn(tx, clan, user, 'clanLeft', now);
    }
    await tx.flush();
    return { clan, user };
  });
}

/** A clan membership change as its answer shows it: the clan and the player's new figures. */
export interface ClanMembership {
  clan: Clan;
  player: PlayerView;
}

/** After commit: the player's sockets change clan rooms on every instance, and their tabs hear it. */
async function announceClanMembership(
  em: Em,
  userId: string,
  clan: Clan,
  joined: boolean,
): Promise<ClanMembership> {
  publishClanMembership(userId, joined ? null : clan.id, joined ? clan.id : null);
  const user = await em.findOneOrFail(User, userId, { refresh: true });
  return { clan, player: await announcePlayer(em, user) };
}

/** Founds a clan; the founder is its first member and leader. */
export async function createClan(
  em: Em,
  userId: string,
  input: { name: string; tag: string; description: string | null },
  now: Date,
): Promise<ClanMembership> {
  return announceClanMembership(em, userId, await createClanInTransaction(em, userId, input, now), true);
}

/** Joins a public clan (its row lock keeps a full clan from taking one member too many). */
export async function joinClan(em: Em, userId: string, clanId: string, now: Date): Promise<ClanMembership> {
  return announceClanMembership(em, userId, await joinClanInTransaction(em, userId, clanId, now), true);
}

/** Leaves the clan (the last one out archives it). */
export async function leaveClan(em: Em, userId: string, now: Date): Promise<ClanMembership> {
  const { clan } = await leaveClanInTransaction(em, userId, now);
  return announceClanMembership(em, userId, clan, false);
}
