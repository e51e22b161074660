import type { Boss } from '../../db/entities/Boss.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { recordBossReward, startBossRest } from '../data/bosses.ts';
import { partyMemberIds } from '../data/parties.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { notificationText } from '../notifications/texts.ts';
import type { PublishedHit } from '../realtime/publish/party.ts';
import { notify, recordClanActivity } from './community.ts';
import { applyProgress, lockUser } from './progress/applyProgress.ts';

export interface BossHitResult extends PublishedHit {
  /** Members rewarded by this defeat, with what each unlocked. */
  rewarded: { user: User; achievements: AchievementDefinition[] }[];
}

/**
 * The defeat of a party's boss, in the transaction of the hit that brought it to zero (the hit
 * itself is part of the completion's write, `server/data/questCompletions.ts`): the party starts
 * its rest before the next boss, and every member is rewarded once (a unique key per boss and
 * member: a retried defeat pays no one twice). The hitter's row is already locked and written.
 */
export async function settleDefeat(
  tx: Em,
  input: { partyId: string; boss: Boss; hitter: User; now: Date; restSeconds: number },
): Promise<{ rewarded: BossHitResult['rewarded']; nextBossAt: Date }> {
  const { boss, hitter, now } = input;
  const nextBossAt = new Date(now.getTime() + input.restSeconds * 1000);
  await startBossRest(tx, input.partyId, nextBossAt);
  const rewarded: BossHitResult['rewarded'] = [];
  for (const memberId of await partyMemberIds(tx, input.partyId)) {
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
  return { rewarded, nextBossAt };
}
