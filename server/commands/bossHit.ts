import type { Boss } from '../../db/entities/Boss.ts';
import type { Party } from '../../db/entities/Party.ts';
import type { Quest } from '../../db/entities/Quest.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { bossDamage } from '../../protocol/rules/combat.ts';
import { applyHit, recordBossReward } from '../data/bosses.ts';
import { partyMemberIds } from '../data/parties.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { notificationText } from '../notifications/texts.ts';
import { notify, recordClanActivity } from './community.ts';
import { applyProgress, lockUser } from './progress/applyProgress.ts';

export interface BossHitResult {
  boss: Boss;
  partyId: string;
  questId: string;
  /** What was applied: at most the health that was left. */
  damage: number;
  /** True only for the hit that brought the boss to zero. */
  defeated: boolean;
  /** When the hit was recorded (the damage log's time). */
  at: Date;
  /** Members rewarded by this defeat, with what each unlocked. */
  rewarded: { user: User; achievements: AchievementDefinition[] }[];
  nextBossAt: Date | null;
}

/**
 * One quest's hit on the party's boss, inside the quest's transaction and under the party row
 * lock: health goes down by the damage but never below zero, the hit is logged (one per quest,
 * unique), and the hit that reaches zero defeats the boss once and rewards every member once
 * (unique per boss and member), then starts the rest before the next boss.
 */
export async function hitBoss(
  tx: Em,
  input: {
    party: Party;
    bossId: string;
    hitter: User;
    quest: Quest;
    power: number;
    /** The hit's factors (companion, low health, Team Leader), `hitFactor` in protocol/rules/combat.ts. */
    factor: number;
    now: Date;
    restSeconds: number;
  },
): Promise<BossHitResult | null> {
  const { party, hitter, quest, now } = input;
  const dealt = bossDamage(input.power, quest.difficulty, input.factor);
  const applied = await applyHit(tx, {
    bossId: input.bossId,
    userId: hitter.id,
    questId: quest.id,
    damage: dealt,
    now,
  });
  if (!applied) return null;
  const { boss, healthBefore } = applied;
  const damage = healthBefore - boss.currentHealth;
  const defeated = boss.defeated;
  const rewarded: BossHitResult['rewarded'] = [];
  let nextBossAt: Date | null = null;
  if (defeated) {
    nextBossAt = new Date(now.getTime() + input.restSeconds * 1000);
    party.currentBoss = null;
    party.nextBossAt = nextBossAt;
    await tx.flush();
    const members = await partyMemberIds(tx, party.id);
    for (const memberId of members) {
      // One reward per boss and member (a unique key): a retried defeat pays no one twice.
      if (!(await recordBossReward(tx, boss, memberId, now))) continue;
      const user = memberId === hitter.id ? hitter : await lockUser(tx, memberId);
      const progress = await applyProgress(
        tx,
        user,
        { experience: boss.xpReward, gold: boss.coinReward, points: 0 },
        now,
        { completion: false },
      );
      rewarded.push({ user: progress.user, achievements: progress.achievements });
      recordClanActivity(tx, user, 'boss_defeated', boss.name, { bossId: boss.id, level: boss.level }, now);
      notify(
        tx,
        user.id,
        {
          type: 'boss',
          ...notificationText('bossDefeated', user.language)(boss.name, boss.xpReward, boss.coinReward),
          data: { bossId: boss.id },
        },
        now,
      );
    }
  }
  return { boss, partyId: party.id, questId: quest.id, damage, defeated, at: now, rewarded, nextBossAt };
}
