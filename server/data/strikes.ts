import type { NotNull } from 'kysely';
import { db } from './database.ts';
import { asDate } from './moments.ts';
import type { Runner } from './prepared.ts';

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
export async function strikeFacts(
  em: Runner,
  user: { id: string; party?: { id: string } | null; partyJoinedAt: Date | null },
  now: Date,
): Promise<StrikeFacts> {
  const partyId = user.party?.id;
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const focus = await db(em)
    .selectFrom('focus_sessions')
    .select('completed_at')
    .where('user_id', '=', user.id)
    .where('status', '=', 'completed')
    .where('completed_at', '>=', since)
    .$narrowType<{ completed_at: NotNull }>()
    .execute();
  const focusCompleted = focus.map((r) => asDate(r.completed_at));
  if (!partyId) return { boss: null, memberSince: null, partyHits: [], focusCompleted };
  const boss = await db(em)
    .selectFrom('parties as p')
    .innerJoin('bosses as b', 'b.id', 'p.current_boss_id')
    .select(['b.name', 'b.created_at'])
    .where('p.id', '=', partyId)
    .where((eb) => eb.not('b.defeated'))
    .executeTakeFirst();
  const hits = await db(em)
    .selectFrom('boss_hits as h')
    .innerJoin('bosses as b', 'b.id', 'h.boss_id')
    .select('h.created_at')
    .where('b.party_id', '=', partyId)
    .where('h.created_at', '>=', since)
    .execute();
  return {
    boss: boss ? { name: boss.name, createdAt: asDate(boss.created_at) } : null,
    memberSince: user.partyJoinedAt ?? null,
    partyHits: hits.map((r) => asDate(r.created_at)),
    focusCompleted,
  };
}
