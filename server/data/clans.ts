import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Clan } from '../../db/entities/Clan.ts';
import { ClanActivity } from '../../db/entities/ClanActivity.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { db } from './database.ts';
import { compiler, type Runner, run, statement } from './prepared.ts';

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
const ADD_CLAN_XP = statement('clan_add_xp', (p: { clanId: string; experience: number }) =>
  compiler
    .updateTable('clans')
    .set((eb) => ({ total_xp: eb('total_xp', '+', p.experience), updated_at: sql<Date>`now()` }))
    .where('id', '=', p.clanId)
    .returning(['total_xp', 'clan_level']),
);
const RAISE_CLAN_LEVEL = statement('clan_raise_level', (p: { clanId: string; level: number }) =>
  compiler
    .updateTable('clans')
    .set({ clan_level: p.level })
    .where('id', '=', p.clanId)
    .where('clan_level', '<', p.level),
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
  const [row] = await run(tx, ADD_CLAN_XP, { clanId, experience });
  return row ? { totalXp: Number(row.total_xp), clanLevel: Number(row.clan_level) } : null;
}

/** Raises a clan's level to `level`; never lowers it (a racing update may already be higher). */
export async function raiseClanLevel(tx: Runner, clanId: string, level: number): Promise<void> {
  await run(tx, RAISE_CLAN_LEVEL, { clanId, level });
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

interface EntriesParams {
  clanId: string;
  userId: string | null;
  username: string;
  now: Date;
  ids: string[];
  types: string[];
  subjects: string[];
  data: string[];
}

const INSERT_CLAN_ENTRIES = statement('clan_insert_entries', (p: EntriesParams) =>
  compiler
    .insertInto('clan_activities')
    .columns(['id', 'clan_id', 'user_id', 'username', 'type', 'subject', 'data', 'created_at'])
    .expression(
      compiler
        .selectFrom(
          sql<{
            id: string;
            type: ClanEntry['type'];
            subject: string;
            data: ClanEntry['data'];
          }>`unnest(${p.ids}::uuid[], ${p.types}::text[], ${p.subjects}::text[], ${p.data}::jsonb[])`.as(
            sql`e(id, type, subject, data)`,
          ),
        )
        .select((eb) => [
          'e.id',
          eb.val(p.clanId).as('clan_id'),
          eb.val(p.userId).as('user_id'),
          eb.val(p.username).as('username'),
          'e.type',
          'e.subject',
          'e.data',
          eb.val(p.now).as('created_at'),
        ]),
    ),
);

/** A player's entries in their clan's feed, in one statement (a quest completion's, with entities elsewhere). */
export async function insertClanEntries(
  tx: Runner,
  clanId: string,
  entries: readonly ClanEntry[],
): Promise<void> {
  const [first] = entries;
  if (!first) return;
  await run(tx, INSERT_CLAN_ENTRIES, {
    clanId,
    userId: first.user?.id ?? null,
    username: first.username,
    now: first.createdAt,
    ids: entries.map((e) => e.id),
    types: entries.map((e) => e.type),
    subjects: entries.map((e) => e.subject),
    data: entries.map((e) => JSON.stringify(e.data)),
  });
}
