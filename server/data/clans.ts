import { randomUUID } from 'node:crypto';
import { Clan } from '../../db/entities/Clan.ts';
import { ClanActivity } from '../../db/entities/ClanActivity.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { type Runner, run, statement } from './prepared.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Open clans matching a search in name, tag or description (any case), largest first. */
export async function searchClans(em: Em, search: string, page: number, limit: number): Promise<Clan[]> {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return em.find(
    Clan,
    search
      ? {
          archivedAt: null,
          $or: [
            { name: { $ilike: pattern } },
            { tag: { $ilike: pattern } },
            { description: { $ilike: pattern } },
          ],
        }
      : { archivedAt: null },
    { orderBy: { memberCount: 'desc', createdAt: 'asc' }, limit, offset: (page - 1) * limit },
  );
}

export const clanById = (em: Em, clanId: string): Promise<Clan | null> => em.findOne(Clan, clanId);

/** A clan with its members, longest-standing first. */
export interface ClanView {
  clan: Clan;
  members: User[];
}

export async function clanView(em: Em, clanId: string): Promise<ClanView | null> {
  const clan = await em.findOne(Clan, clanId);
  if (!clan) return null;
  const members = await em.find(User, { clan: clan.id }, { orderBy: { clanJoinedAt: 'asc', id: 'asc' } });
  return { clan, members };
}

/** A clan's latest feed lines, newest first; null when there is no such clan. */
export async function clanFeed(em: Em, clanId: string, limit: number): Promise<ClanActivity[] | null> {
  if (!(await em.count(Clan, { id: clanId }))) return null;
  return em.find(ClanActivity, { clan: clanId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

/** Which of a new clan's name and tag another clan already has (any case): the name first. */
export async function takenClanNameOrTag(em: Em, name: string, tag: string): Promise<'name' | 'tag' | null> {
  const rows = await db(em)
    .selectFrom('clans')
    .select(['name', 'tag'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])),
        eb(eb.fn('lower', ['tag']), '=', eb.fn('lower', [eb.val(tag)])),
      ]),
    )
    .limit(2)
    .execute();
  if (rows.some((r) => r.name.toLowerCase() === name.toLowerCase())) return 'name';
  return rows.length > 0 ? 'tag' : null;
}

// Hot statements: every quest a clan member completes runs them (a pool transaction's too).
const ADD_CLAN_XP = statement(
  'clan_add_xp',
  'update clans set total_xp = total_xp + $2, updated_at = now() where id = $1 returning total_xp, clan_level',
);
const RAISE_CLAN_LEVEL = statement(
  'clan_raise_level',
  'update clans set clan_level = $2 where id = $1 and clan_level < $2',
);

/**
 * Adds experience to a clan's total in one atomic UPDATE: the new total and the level it had, or
 * null without such a clan.
 */
export async function addClanTotalXp(
  tx: Runner,
  clanId: string,
  experience: number,
): Promise<{ totalXp: number; clanLevel: number } | null> {
  const [row] = await run<{ total_xp: number | string; clan_level: number }>(tx, ADD_CLAN_XP, [
    clanId,
    experience,
  ]);
  return row ? { totalXp: Number(row.total_xp), clanLevel: Number(row.clan_level) } : null;
}

/** Raises a clan's level to `level`; never lowers it (a racing update may already be higher). */
export async function raiseClanLevel(tx: Runner, clanId: string, level: number): Promise<void> {
  await run(tx, RAISE_CLAN_LEVEL, [clanId, level]);
}

/** One line of a clan's feed as written and pushed (what `presentClanActivity` shows). */
export interface ClanEntry {
  id: string;
  type: ClanActivity['type'];
  user: { id: string } | null;
  username: string;
  subject: string;
  data: ClanActivity['data'];
  createdAt: Date;
}

/** A member's line in their clan's feed, as it is inserted (`insertClanEntries`) and pushed. */
export function clanEntry(
  user: { id: string; username: string },
  line: Pick<ClanEntry, 'type' | 'subject' | 'data'>,
  now: Date,
): ClanEntry {
  return {
    id: randomUUID(),
    type: line.type,
    user: { id: user.id },
    username: user.username,
    subject: line.subject,
    data: line.data,
    createdAt: now,
  };
}

const INSERT_CLAN_ENTRIES = statement(
  'clan_insert_entries',
  `insert into clan_activities (id, clan_id, user_id, username, type, subject, data, created_at)
   select e.id, $1, $2, $3, e.type, e.subject, e.data, $4
     from unnest($5::uuid[], $6::text[], $7::text[], $8::jsonb[]) as e(id, type, subject, data)`,
);

/** A player's entries in their clan's feed, in one statement (a quest completion's, with entities elsewhere). */
export async function insertClanEntries(
  tx: Runner,
  clanId: string,
  entries: readonly ClanEntry[],
): Promise<void> {
  const [first] = entries;
  if (!first) return;
  await run(tx, INSERT_CLAN_ENTRIES, [
    clanId,
    first.user?.id ?? null,
    first.username,
    first.createdAt,
    entries.map((e) => e.id),
    entries.map((e) => e.type),
    entries.map((e) => e.subject),
    entries.map((e) => JSON.stringify(e.data)),
  ]);
}
