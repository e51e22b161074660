import type { Boss as BossDto } from '../../protocol/api/boss.ts';
import type { BossState } from '../../protocol/socket/party.ts';
import type { BossRecord, BossView } from '../data/bosses.ts';
import { BOSS_LADDER } from '../domain/boss/ladder.ts';

const templates = new Map(BOSS_LADDER.map((t) => [t.id, t]));

/** A boss with its names in the boss screen's nine languages and its latest hits. */
export function presentBoss({ boss, hits }: BossView): BossDto {
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
    version: boss.hitSeq,
    recentHits: hits.map((h) => ({
      userId: h.user_id,
      username: h.username,
      damage: h.damage,
      createdAt: new Date(h.created_at).toISOString(),
    })),
  };
}

/** What a hit changed, read from the entity alone: no query on the broadcast path. */
export function presentBossState(boss: BossRecord): BossState {
  return {
    id: boss.id,
    currentHealth: boss.currentHealth,
    maxHealth: boss.maxHealth,
    defeated: boss.defeated,
    defeatedAt: boss.defeatedAt ? boss.defeatedAt.toISOString() : null,
    version: boss.hitSeq,
  };
}
