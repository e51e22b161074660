import { type BossRecord, recordBossReward, startBossRest } from '../data/bosses.ts';
import { insertNotifications } from '../data/notifications.ts';
import { partyMemberIds } from '../data/parties.ts';
import { lockPlayerRecord } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { notificationText } from '../notifications/texts.ts';
import { publishNotification } from '../realtime/publish/community.ts';
import type { PublishedHit } from '../realtime/publish/party.ts';
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
    const text = notificationText('bossDefeated', member.language)(boss.name, boss.xpReward, boss.coinReward);
    const notification = {
      id: crypto.randomUUID(),
      userId: member.id,
      type: 'boss' as const,
      priority: 'normal' as const,
      title: text.title.slice(0, 200),
      body: text.body.slice(0, 2000),
      data: { bossId: boss.id },
      readAt: null,
      createdAt: now,
    };
    await insertNotifications(tx, [notification]);
    publishNotification(member.id, notification);
  }
  return { rewarded, nextBossAt };
}
