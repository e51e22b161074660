import { AdminUser } from '../../db/entities/AdminUser.ts';
import { AuditLog } from '../../db/entities/AuditLog.ts';
import { Quest } from '../../db/entities/Quest.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { AdminStats, UsersQuery } from '../../protocol/api/admin.ts';
import { db } from './database.ts';

/** The six figures of the admin dashboard (DESIGN section 4: always all six). */
export async function adminStats(em: Em, now = new Date()): Promise<AdminStats> {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const [totalUsers, activeUsers, bannedUsers, verifiedUsers, totalQuests, completedQuestsToday] =
    await Promise.all([
      em.count(User, {}),
      em.count(User, { isActive: true, isBanned: false }),
      em.count(User, { isBanned: true }),
      em.count(User, { emailVerified: true }),
      em.count(Quest, {}),
      em.count(Quest, { completed: true, completedAt: { $gte: startOfDay } }),
    ]);
  return { totalUsers, activeUsers, bannedUsers, verifiedUsers, totalQuests, completedQuestsToday };
}

/** One page of players for the admin lists: search by name or e-mail, filters, sort. */
export async function searchPlayers(em: Em, q: UsersQuery): Promise<[User[], number]> {
  const where: Record<string, unknown> = {};
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.$or = [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }];
  }
  if (q.role !== 'all') where.role = q.role;
  if (q.status === 'active') Object.assign(where, { isActive: true, isBanned: false });
  if (q.status === 'banned') where.isBanned = true;
  if (q.status === 'verified') where.emailVerified = true;
  if (q.status === 'unverified') where.emailVerified = false;
  return em.findAndCount(User, where, {
    orderBy: { [q.sortBy]: q.sortOrder, id: 'asc' },
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
}

export const playerById = (em: Em, id: string): Promise<User | null> => em.findOne(User, id);

/** The admin area's own accounts, oldest first, with who created each. */
export const adminAccounts = (em: Em): Promise<AdminUser[]> =>
  em.find(AdminUser, {}, { orderBy: { createdAt: 'asc' }, populate: ['createdBy'] });

/** One page of the audit log, newest first. */
export const auditPage = (em: Em, page: number, limit: number): Promise<[AuditLog[], number]> =>
  em.findAndCount(
    AuditLog,
    {},
    {
      orderBy: { timestamp: 'desc', id: 'desc' },
      limit,
      offset: (page - 1) * limit,
      populate: ['adminUser', 'actorUser'],
    },
  );

/** The live statistics' two database figures: parties, and bosses still being fought by one. */
export async function activePartiesAndBosses(em: Em): Promise<{ parties: number; bosses: number }> {
  const row = await db(em)
    .selectNoFrom((eb) => [
      eb.selectFrom('parties').select(eb.fn.countAll().as('n')).as('parties'),
      eb
        .selectFrom('bosses')
        .select(eb.fn.countAll().as('n'))
        .where('defeated', '=', false)
        .where('party_id', 'is not', null)
        .as('bosses'),
    ])
    .executeTakeFirst();
  // count(*) is a bigint: text from node-postgres.
  return { parties: Number(row?.parties ?? 0), bosses: Number(row?.bosses ?? 0) };
}
