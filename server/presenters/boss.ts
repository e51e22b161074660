import type { Boss } from '../../db/entities/Boss.ts';
import type { Em } from '../../db/orm.ts';
import type { Boss as BossDto } from '../../protocol/api/boss.ts';
import type { BossState } from '../../protocol/socket/party.ts';
import { BOSS_LADDER } from '../domain/boss/ladder.ts';

export const RECENT_HITS = 20;

interface HitRow {
  user_id: string;
  username: string;
  damage: number;
  /** A Date from node-postgres, an ISO string or Date from PGlite. */
  created_at: Date | string;
}

const templates = new Map(BOSS_LADDER.map((t) => [t.id, t]));

/** A boss with its names in the boss screen's nine languages and its latest hits (who, how much, when). */
export async function presentBoss(em: Em, boss: Boss): Promise<BossDto> {
  // A plain read of four columns: hydrating twenty hits and their players as entities cost more
  // than the rest of a hit's request together (the boss screen asks after every hit).
  const hits = await em.getConnection().execute<HitRow[]>(
    `select h.user_id, u.username, h.damage, h.created_at
       from boss_hits h join users u on u.id = h.user_id
      where h.boss_id = ?
      order by h.created_at desc, h.id desc
      limit ?`,
    [boss.id, RECENT_HITS],
    'all',
    em.getTransactionContext(),
  );
  const template = templates.get(boss.templateId);
  return {
    id: boss.id,
    partyId: boss.party?.id ?? '',
    templateId: boss.templateId,
    name: boss.name,
    description: boss.description,
    translations: template ? { ...template.text } : {},
    level: boss.level,
    currentHealth: boss.currentHealth,
    maxHealth: boss.maxHealth,
    xpReward: boss.xpReward,
    coinReward: boss.coinReward,
    defeated: boss.defeated,
    defeatedAt: boss.defeatedAt ? boss.defeatedAt.toISOString() : null,
    createdAt: boss.createdAt.toISOString(),
    recentHits: hits.map((h) => ({
      userId: h.user_id,
      username: h.username,
      damage: h.damage,
      createdAt: new Date(h.created_at).toISOString(),
    })),
  };
}

/** What a hit changed, read from the entity alone: no query on the broadcast path. */
export function presentBossState(boss: Boss): BossState {
  return {
    id: boss.id,
    currentHealth: boss.currentHealth,
    maxHealth: boss.maxHealth,
    defeated: boss.defeated,
    defeatedAt: boss.defeatedAt ? boss.defeatedAt.toISOString() : null,
  };
}
