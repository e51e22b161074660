import { type BossRecord, recordBossReward, startBossRest } from '../data/bosses.ts';
import { partyMemberIds } from '../data/parties.ts';
import { lockPlayerRecord } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { notificationText } from '../notifications/texts.ts';
import type { PublishedHit } from '../realtime/publish/party.ts';
import { notify } from './community.ts';
import { grantProgress } from './progress/grantProgress.ts';

export interface BossHitResult extends PublishedHit {
  /** Members rewarded by this defeat, with what each unlocked. */
  rewarded: { user: UserRecord; achievements: AchievementDefinition[] }[];
}

/**
 * The defeat of a party's boss, in the transaction of the hit that brought it to zero (the hit
 * itself is part of the completion's write, `server/data/questCompletions.ts`): the party starts
 * its rest before the next boss, and every member is rewarded once (a unique key per boss and
 * member: a retried defeat pays no one twice) through the one progress statement family. The
 * hitter's row is already locked and written; the others are locked here, in id order (the
 * completion holds the party lock, so no other defeat or hit of this party waits in between).
 */
export async function settleDefeat(
  tx: Runner,
  input: { partyId: string; boss: BossRecord; hitter: UserRecord; now: Date; restSeconds: number },
): Promise<{ rewarded: BossHitResult['rewarded']; nextBossAt: Date }> {
  const { boss, hitter, now } = input;
  const nextBossAt = new Date(now.getTime() + input.restSeconds * 1000);
  await startBossRest(tx, input.partyId, nextBossAt);
  const rewarded: BossHitResult['rewarded'] = [];
  for (const memberId of await partyMemberIds(tx, input.partyId)) {
    if (!(await recordBossReward(tx, boss, memberId, now))) continue;
    const member = memberId === hitter.id ? hitter : await lockPlayerRecord(tx, memberId);
    if (!member) continue;
    const granted = await grantProgress(
      tx,
      member,
      { experience: boss.xpReward, gold: boss.coinReward, points: 0 },
      now,
      { completion: false },
      [{ type: 'boss_defeated', subject: boss.name, data: { bossId: boss.id, level: boss.level } }],
    );
    rewarded.push({ user: granted.user, achievements: granted.achievements });
    await notify(
      tx,
      member.id,
      {
        type: 'boss',
        ...notificationText('bossDefeated', member.language)(boss.name, boss.xpReward, boss.coinReward),
        data: { bossId: boss.id },
      },
      now,
    );
  }
  return { rewarded, nextBossAt };
}
