import type { EntityDictionary } from '@mikro-orm/core';
import { Boss } from '../../db/entities/Boss.ts';
import type { Party } from '../../db/entities/Party.ts';
import type { Quest } from '../../db/entities/Quest.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { bossDamage } from '../../protocol/rules/combat.ts';
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
    now: Date;
    restSeconds: number;
  },
): Promise<BossHitResult | null> {
  const { party, hitter, quest, now } = input;
  const dealt = bossDamage(input.power, quest.difficulty);
  // Health, defeat and the damage log in one statement (the hottest write of a fight). The party
  // lock held since the transaction began means no other hit can change this boss meanwhile, and
  // this statement's snapshot is newer than the lock, so 'before' is the health this writes on.
  // The damage applied is at most the health that was left: health never goes below zero.
  const rows = await tx.getConnection().execute<(EntityDictionary<Boss> & { health_before: number })[]>(
    `with hit as (
       update bosses b set
         current_health = b.current_health - least(?, b.current_health),
         defeated = b.current_health <= ?,
         defeated_at = case when b.current_health <= ? then ?::timestamptz end
       from bosses before
       where b.id = ? and before.id = b.id and not b.defeated and b.current_health > 0
       returning b.*, before.current_health as health_before
     ), logged as (
       insert into boss_hits (id, boss_id, user_id, quest_id, damage, created_at)
       select gen_random_uuid(), id, ?, ?, health_before - current_health, ? from hit
     )
     select * from hit`,
    [dealt, dealt, dealt, now, input.bossId, hitter.id, quest.id, now],
    'all',
    tx.getTransactionContext(),
  );
  const row = rows[0];
  if (!row) return null;
  const { health_before: healthBefore, ...bossRow } = row;
  // Mapped from the row just written: the entity is clean, so no flush writes it again.
  const boss = tx.map(Boss, bossRow);
  const damage = healthBefore - boss.currentHealth;
  const defeated = boss.defeated;
  const rewarded: BossHitResult['rewarded'] = [];
  let nextBossAt: Date | null = null;
  if (defeated) {
    nextBossAt = new Date(now.getTime() + input.restSeconds * 1000);
    party.currentBoss = null;
    party.nextBossAt = nextBossAt;
    await tx.flush();
    const members = await tx.find(User, { party: party.id }, { orderBy: { id: 'asc' }, fields: ['id'] });
    for (const member of members) {
      const inserted = await tx.getConnection().execute<{ id: string }[]>(
        `insert into boss_rewards (id, boss_id, user_id, experience, gold, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?) on conflict (boss_id, user_id) do nothing returning id`,
        [boss.id, member.id, boss.xpReward, boss.coinReward, now],
        'all',
        tx.getTransactionContext(),
      );
      if (inserted.length === 0) continue;
      const user = member.id === hitter.id ? hitter : await lockUser(tx, member.id);
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
