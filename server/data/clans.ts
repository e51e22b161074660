import { Clan } from '../../db/entities/Clan.ts';
import { ClanActivity } from '../../db/entities/ClanActivity.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';

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
