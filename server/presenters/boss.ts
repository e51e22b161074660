import type { Boss } from '../../db/entities/Boss.ts';
import { BossHit } from '../../db/entities/BossHit.ts';
import type { Em } from '../../db/orm.ts';
import type { Boss as BossDto } from '../../protocol/api/boss.ts';
import type { BossState } from '../../protocol/socket/party.ts';
import { BOSS_LADDER } from '../domain/boss/ladder.ts';

export const RECENT_HITS = 20;

const templates = new Map(BOSS_LADDER.map((t) => [t.id, t]));

/** A boss with its names in the boss screen's nine languages and its latest hits (who, how much, when). */
export async function presentBoss(em: Em, boss: Boss): Promise<BossDto> {
  const hits = await em.find(
    BossHit,
    { boss: boss.id },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_HITS, populate: ['user'] },
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
      userId: h.user.id,
      username: h.user.username,
      damage: h.damage,
      createdAt: h.createdAt.toISOString(),
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
