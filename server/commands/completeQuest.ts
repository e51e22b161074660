import { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import type { Party } from '../../db/entities/Party.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { hitFactor, power } from '../../protocol/rules/combat.ts';
import { bossView } from '../data/bosses.ts';
import { loadEquipmentBonuses } from '../data/equipment.ts';
import { lockPlayerParty } from '../data/parties.ts';
import { playerLevel, playerView } from '../data/players.ts';
import { lockOwnQuest, markQuestCompleted, recordQuestCompletionRow } from '../data/questCompletions.ts';
import type { AppDeps } from '../deps.ts';
import { hasAbility, questAbilityFactors } from '../domain/abilities/effects.ts';
import { effectiveDamage } from '../domain/character/stats.ts';
import { isLowHealth } from '../domain/health/strikes.ts';
import { localDayNumber } from '../domain/progression/streaks.ts';
import { questPoints, questRewards } from '../domain/quests/rewards.ts';
import { questRoutineState } from '../domain/quests/routine.ts';
import { conflict } from '../lib/httpErrors.ts';
import type { QuestCompletion } from '../presenters/questCompletion.ts';
import { publishBossHit } from '../realtime/publish/party.ts';
import { publishPlayerProgress } from '../realtime/publish/player.ts';
import { type BossHitResult, hitBoss } from './bossHit.ts';
import { recordQuestCompletion } from './community.ts';
import { applyProgress, loadRewardModifiers, lockUser, spendQuestBoosts } from './progress/applyProgress.ts';
import { questNotFound } from './quests.ts';

export interface CompleteQuestOptions {
  /** POST /api/boss/damage: without a party and a live boss, answer 409 and leave the quest open. */
  requireBoss: boolean;
}

/**
 * The one use case by which a quest is completed, from the quest board or the boss screen: the
 * transaction below, then the party and the player's own tabs hear about it after commit.
 */
export async function completeQuest(
  deps: Pick<AppDeps, 'config' | 'stats' | 'clock'>,
  em: Em,
  userId: string,
  questId: string,
  options: CompleteQuestOptions,
  now = deps.clock.now(),
): Promise<QuestCompletion> {
  const done = await completeInTransaction(
    em,
    userId,
    questId,
    options.requireBoss,
    deps.config.bossRestSeconds,
    now,
  );
  const player = await playerView(em, done.user);
  let hit: QuestCompletion['hit'] = null;
  if (done.hit) {
    deps.stats.countHit();
    const rewarded = await Promise.all(
      done.hit.rewarded.map(async (r) => ({
        player: await playerView(em, r.user),
        achievements: r.achievements,
      })),
    );
    // The party's push first: it waits for nothing, while the player's own update needs a read.
    publishBossHit(done.hit, { id: done.user.id, username: done.user.username }, rewarded);
    hit = { damage: done.hit.damage, defeated: done.hit.defeated, boss: await bossView(em, done.hit.boss) };
  }
  publishPlayerProgress(player, done.achievements);
  return {
    quest: done.quest,
    at: { now, timeZone: done.user.timezone },
    player,
    rewards: done.rewards,
    levelsGained: done.levelsGained,
    achievements: done.achievements,
    hit,
  };
}

/**
 * Completes a quest and grants its rewards exactly once: the quest row is locked, so one caller
 * goes through however many race (a one-off quest once, a routine once per due day), and
 * everything else happens in the same transaction. When the
 * player's party has a live boss, the quest also hits it (from any screen), under the party lock.
 * Locks are always taken party first, then players, so concurrent hits cannot deadlock.
 */
async function completeInTransaction(
  em: Em,
  userId: string,
  questId: string,
  requireBoss: boolean,
  restSeconds: number,
  now: Date,
) {
  return em.transactional(async (tx) => {
    // Party first, then the player: the order every lock here takes. A defeat clears the party's
    // boss in the same transaction, so a party with a boss has a live one.
    const party = await lockPlayerParty(tx, userId);
    if (requireBoss && !party?.currentBoss) {
      throw conflict(party ? 'Your party has no active boss right now.' : 'You are not in a party.');
    }
    const locked = await lockOwnQuest(tx, userId, questId);
    if (!locked) throw questNotFound();
    const routine = questRoutineState(locked.quest, now, locked.timezone);
    if (routine?.completed) {
      throw conflict('This routine is already done for today. It opens again on its next day.');
    }
    if (!routine && locked.quest.completed) throw conflict('This quest is already completed.');
    const quest = await markQuestCompleted(tx, locked.quest, now);
    const user = await lockUser(tx, userId);
    // Power and abilities come from the level before this quest's own rewards (DESIGN 8 and 11).
    const equipment = await loadEquipmentBonuses(tx, user);
    const playerPower = power(user.level, effectiveDamage(user, equipment));
    const hit: BossHitResult | null = party?.currentBoss
      ? await hitBoss(tx, {
          party,
          bossId: party.currentBoss.id,
          hitter: user,
          quest,
          power: playerPower,
          factor: hitFactor({
            hasActiveCompanion: Boolean(user.equippedPet),
            lowHealth: isLowHealth(user.health, user.maxHealth),
            teamLeader: await leaderHasTeamLeader(tx, party, user),
          }),
          now,
          restSeconds,
        })
      : null;
    if (requireBoss && !hit) throw conflict('Your party has no active boss right now.');
    // Double XP goes to the first quest of each local day: the day is stamped under the row lock.
    const today = localDayNumber(now, user.timezone);
    const firstQuestOfDay = user.lastQuestDay !== today;
    user.lastQuestDay = today;
    const abilities = questAbilityFactors(user.level, firstQuestOfDay);
    const rewards = questRewards(quest.difficulty, {
      ...(await loadRewardModifiers(tx, user)),
      // A full set's x1.1 XP stacks like an ability's (domain/character/sets.ts).
      abilityXp: abilities.experience * equipment.set.experience,
      abilityGold: abilities.gold,
    });
    spendQuestBoosts(user);
    tx.create(ActivityEvent, {
      user,
      type: 'quest_completed',
      subject: quest.title,
      data: {
        questId: quest.id,
        experience: rewards.experience,
        gold: rewards.gold,
        difficulty: quest.difficulty,
      },
      createdAt: now,
    });
    recordQuestCompletion(tx, user, quest, rewards, now);
    await recordQuestCompletionRow(tx, userId, quest, rewards, now);
    const progress = await applyProgress(
      tx,
      user,
      { ...rewards, points: questPoints(rewards.experience) },
      now,
    );
    return {
      quest,
      user: progress.user,
      rewards,
      levelsGained: progress.levelsGained,
      // The hitter's own share of a defeat may unlock achievements too (boss-slayer...).
      achievements: [
        ...(hit?.rewarded.find((r) => r.user.id === userId)?.achievements ?? []),
        ...progress.achievements,
      ],
      hit,
    };
  });
}

/** Team Leader: the party's leader (in the party by definition) has reached its level. */
async function leaderHasTeamLeader(tx: Em, party: Party, hitter: User): Promise<boolean> {
  const leaderId = party.leader?.id;
  if (!leaderId) return false;
  const level = leaderId === hitter.id ? hitter.level : await playerLevel(tx, leaderId);
  return level !== null && hasAbility(level, 'team-leader');
}
