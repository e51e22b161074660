import { Clan } from '../../db/entities/Clan.ts';
import { ClanActivity } from '../../db/entities/ClanActivity.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { sql } from './sql.ts';

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
  const rows = await sql<{ name: string; tag: string }>(
    em,
    'select name, tag from clans where lower(name) = lower(?) or lower(tag) = lower(?) limit 2',
    [name, tag],
  );
  if (rows.some((r) => r.name.toLowerCase() === name.toLowerCase())) return 'name';
  return rows.length > 0 ? 'tag' : null;
}

/** Adds experience to a clan's total in one atomic UPDATE; the new total, or null without such a clan. */
export async function addClanTotalXp(em: Em, clanId: string, experience: number): Promise<number | null> {
  const [row] = await sql<{ total_xp: number }>(
    em,
    'update clans set total_xp = total_xp + ?, updated_at = now() where id = ? returning total_xp',
    [experience, clanId],
  );
  return row ? Number(row.total_xp) : null;
}

/** Raises a clan's level to `level`; never lowers it (a racing update may already be higher). */
export async function raiseClanLevel(em: Em, clanId: string, level: number): Promise<void> {
  await sql(em, 'update clans set clan_level = ? where id = ? and clan_level < ?', [level, clanId, level]);
}
