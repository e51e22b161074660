import type { EntityDictionary } from '@mikro-orm/core';
import { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import { Quest } from '../../db/entities/Quest.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { CreateQuestRequest, QUEST_TYPES } from '../../protocol/api/quests.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { DIFFICULTY_REWARDS, type Difficulty, questPoints, questRewards } from '../domain/quests/rewards.ts';

type QuestType = (typeof QUEST_TYPES)[number];

import { effectiveDamage, power } from '../domain/character/stats.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { loadEquipmentBonuses } from '../queries/equipment.ts';
import { lockPlayerParty } from '../queries/playerParty.ts';
import { type BossHitResult, hitBoss } from './bossHit.ts';
import { recordClanActivity } from './community.ts';
import { applyProgress, loadRewardModifiers, lockUser, spendQuestBoosts } from './progress/applyProgress.ts';

type NewQuest = Required<Pick<CreateQuestRequest, 'title'>> & {
  description: string | null;
  difficulty: Difficulty;
  questType: QuestType;
  dueDate: string | null;
};

/** Creates a quest; its rewards come from the difficulty table, never from the client. */
export async function createQuest(em: Em, user: User, input: NewQuest): Promise<Quest> {
  const base = DIFFICULTY_REWARDS[input.difficulty];
  const quest = em.create(Quest, {
    user,
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    questType: input.questType,
    experienceReward: base.experience,
    goldReward: base.gold,
    dueDate: input.dueDate ? new Date(input.dueDate) : null,
  });
  await em.flush();
  return quest;
}

export const questNotFound = () => notFound('Quest not found');

/**
 * The conditional UPDATE that lets exactly one caller complete an open quest, however many race;
 * null when the quest is not this player's or is completed already.
 */
async function completeOpenQuest(tx: Em, userId: string, questId: string, now: Date): Promise<Quest | null> {
  const rows = await tx
    .getConnection()
    .execute<EntityDictionary<Quest>[]>(
      'update quests set completed = true, completed_at = ? where id = ? and user_id = ? and completed = false returning *',
      [now, questId, userId],
      'all',
      tx.getTransactionContext(),
    );
  return rows[0] ? tx.map(Quest, rows[0]) : null;
}

export interface CompletedQuest {
  quest: Quest;
  user: User;
  rewards: { experience: number; gold: number };
  levelsGained: number;
  achievements: AchievementDefinition[];
  /** The hit on the party's boss, when the player's party had one alive. */
  hit: BossHitResult | null;
}

export interface CompleteQuestOptions {
  /** POST /api/boss/damage: without a party and a live boss, answer 409 and leave the quest open. */
  requireBoss: boolean;
  bossRestSeconds: number;
}

/**
 * Completes a quest and grants its rewards exactly once: the conditional UPDATE lets one caller
 * through however many race, and everything else happens in the same transaction. When the
 * player's party has a live boss, the quest also hits it (from any screen), under the party lock.
 * Locks are always taken party first, then players, so concurrent hits cannot deadlock.
 */
export async function completeQuest(
  em: Em,
  userId: string,
  questId: string,
  options: CompleteQuestOptions,
  now = new Date(),
): Promise<CompletedQuest> {
  return em.transactional(async (tx) => {
    // Party first, then the player: the order every lock here takes. A defeat clears the party's
    // boss in the same transaction, so a party with a boss has a live one.
    const party = await lockPlayerParty(tx, userId);
    if (options.requireBoss && !party?.currentBoss) {
      throw conflict(party ? 'Your party has no active boss right now.' : 'You are not in a party.');
    }
    const quest = await completeOpenQuest(tx, userId, questId, now);
    if (!quest) {
      const exists = await tx.count(Quest, { id: questId, user: userId });
      throw exists ? conflict('This quest is already completed.') : questNotFound();
    }
    const user = await lockUser(tx, userId);
    // Power comes from the level before this quest's own rewards (DESIGN section 8).
    const playerPower = power(user.level, effectiveDamage(user, await loadEquipmentBonuses(tx, user)));
    const hit = party?.currentBoss
      ? await hitBoss(tx, {
          party,
          bossId: party.currentBoss.id,
          hitter: user,
          quest,
          power: playerPower,
          now,
          restSeconds: options.bossRestSeconds,
        })
      : null;
    if (options.requireBoss && !hit) throw conflict('Your party has no active boss right now.');
    const rewards = questRewards(quest.difficulty, await loadRewardModifiers(tx, user));
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
    recordClanActivity(
      tx,
      user,
      'quest_completed',
      quest.title,
      { experience: rewards.experience, gold: rewards.gold },
      now,
    );
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

/** Abandons (deletes) an active quest; a completed quest is history and stays. */
export async function abandonQuest(em: Em, userId: string, questId: string): Promise<void> {
  const deleted = await em.nativeDelete(Quest, { id: questId, user: userId, completed: false });
  if (deleted === 0) {
    const exists = await em.count(Quest, { id: questId, user: userId });
    throw exists ? conflict('A completed quest cannot be abandoned.') : questNotFound();
  }
}
