import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { asDate } from './moments.ts';
import { sql } from './sql.ts';

/** What deciding a strike back needs, as moments; the use case turns them into the member's days. */
export interface StrikeFacts {
  boss: { name: string; createdAt: Date } | null;
  memberSince: Date | null;
  partyHits: Date[];
  focusCompleted: Date[];
}

/** Long enough to cover the member's whole previous local day in any time zone. */
const LOOKBACK_MS = 50 * 3600 * 1000;

/** The party's living boss, when the member joined, and the party's and member's recent activity. */
export async function strikeFacts(em: Em, user: User, now: Date): Promise<StrikeFacts> {
  const partyId = user.party?.id;
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const focus = await sql<{ completed_at: Date | string }>(
    em,
    `select completed_at from focus_sessions where user_id = ? and status = 'completed' and completed_at >= ?`,
    [user.id, since],
  );
  const focusCompleted = focus.map((r) => asDate(r.completed_at));
  if (!partyId) return { boss: null, memberSince: null, partyHits: [], focusCompleted };
  const [boss] = await sql<{ name: string; created_at: Date | string }>(
    em,
    `select b.name, b.created_at from parties p join bosses b on b.id = p.current_boss_id
      where p.id = ? and not b.defeated`,
    [partyId],
  );
  const hits = await sql<{ created_at: Date | string }>(
    em,
    `select h.created_at from boss_hits h join bosses b on b.id = h.boss_id
      where b.party_id = ? and h.created_at >= ?`,
    [partyId, since],
  );
  return {
    boss: boss ? { name: boss.name, createdAt: asDate(boss.created_at) } : null,
    memberSince: user.partyJoinedAt ?? null,
    partyHits: hits.map((r) => asDate(r.created_at)),
    focusCompleted,
  };
}
