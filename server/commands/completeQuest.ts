import type { Em } from '../../db/orm.ts';
import { bossDamage, hitFactor, power } from '../../protocol/rules/combat.ts';
import type { BossView } from '../data/bosses.ts';
import { type ClanEntry, clanEntry, insertClanEntries } from '../data/clans.ts';
import { equipmentBonuses } from '../data/equipment.ts';
import { committedPlayerView, type PlayerView, playerView } from '../data/players.ts';
import { inTransaction, type Runner, runBoth } from '../data/prepared.ts';
import {
  type LockedCompletion,
  type LockedParty,
  lockCompletionParty,
  lockQuestAndPlayer,
  writeCompletion,
} from '../data/questCompletions.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AppDeps } from '../deps.ts';
import { hasAbility, questAbilityFactors } from '../domain/abilities/effects.ts';
import {
  type AchievementDefinition,
  type AchievementStats,
  newlyEarned,
} from '../domain/achievements/catalogue.ts';
import { effectiveDamage } from '../domain/character/stats.ts';
import { achievementLine, levelLine } from '../domain/feeds/lines.ts';
import { feedQuestEntry } from '../domain/feeds/privacy.ts';
import { isLowHealth } from '../domain/health/strikes.ts';
import { progressAfter } from '../domain/progression/progress.ts';
import { localDayNumber } from '../domain/progression/streaks.ts';
import { boostsAfterQuest } from '../domain/quests/boosts.ts';
import { questPoints, questRewards, rewardModifiers } from '../domain/quests/rewards.ts';
import { questRoutineState } from '../domain/quests/routine.ts';
import { conflict } from '../lib/httpErrors.ts';
import type { QuestCompletion } from '../presenters/questCompletion.ts';
import { publishClanActivity, publishNotification } from '../realtime/publish/community.ts';
import { publishBossHit } from '../realtime/publish/party.ts';
import { publishPlayerProgress } from '../realtime/publish/player.ts';
import { type BossHitResult, settleDefeat } from './bossHit.ts';
import { addClanExperience } from './community.ts';
import { earnAchievements } from './progress/earnAchievements.ts';
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
  const player: PlayerView = { user: done.user, equipment: done.equipment };
  for (const notification of done.notifications) publishNotification(userId, notification);
  if (done.clan) for (const entry of done.clan.entries) publishClanActivity(done.clan.clanId, entry);
  let hit: QuestCompletion['hit'] = null;
  if (done.hit && done.bossView) {
    deps.stats.countHit();
    const rewarded = await Promise.all(
      done.hit.rewarded.map(async (r) => ({
        player:
          r.user.id === userId
            ? player
            : ((await committedPlayerView(em, r.user.id)) ?? (await playerView(em, r.user))),
        achievements: r.achievements,
      })),
    );
    publishBossHit(done.hit, { id: done.user.id, username: done.user.username }, rewarded);
    hit = { damage: done.hit.damage, defeated: done.hit.defeated, boss: done.bossView };
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
 * everything else happens in the same transaction. When the player's party has a live boss, the
 * quest also hits it (from any screen), under the party lock. Locks are always taken party first,
 * then players, so concurrent hits cannot deadlock.
 *
 * One path, whatever happens: the party lock, the quest and player lock, one write
 * (`server/data/questCompletions.ts`), one statement more for achievements reached, two for a clan
 * member's clan, and a defeat's rewards; then the commit. On PostgreSQL it is a pool transaction
 * of its own (pipelined, no ORM); on PGlite the ORM's transaction runs the same statements.
 */
async function completeInTransaction(
  em: Em,
  userId: string,
  questId: string,
  requireBoss: boolean,
  restSeconds: number,
  now: Date,
): Promise<Completed> {
  const input = { userId, questId, requireBoss, now };
  return inTransaction(em, async (tx) => {
    const step = await writeLocked(tx, await lockCompletion(tx, input));
    return withDefeat(tx, step, await afterWrite(tx, step), restSeconds);
  });
}

interface CompletionInput {
  userId: string;
  questId: string;
  requireBoss: boolean;
  now: Date;
}

/** The completion's locks and checks: the party first, then the quest and the player together. */
async function lockCompletion(tx: Runner, input: CompletionInput) {
  const { userId, questId, requireBoss, now } = input;
  // A defeat clears the party's boss in the same transaction, so a party with a boss has a live one.
  const [party, locked] = await runBoth(
    tx,
    () => lockCompletionParty(tx, userId),
    () => lockQuestAndPlayer(tx, userId, questId),
  );
  if (requireBoss && !party?.currentBossId) {
    throw conflict(party ? 'Your party has no active boss right now.' : 'You are not in a party.');
  }
  if (!locked) throw questNotFound();
  const routine = questRoutineState(locked.quest, now, locked.player.timezone);
  if (routine?.completed) {
    throw conflict('This routine is already done for today. It opens again on its next day.');
  }
  if (!routine && locked.quest.completed) throw conflict('This quest is already completed.');
  return { ...input, party, locked };
}

/** The completion's outcome from the locked rows, and its one write. */
async function writeLocked(tx: Runner, step: Awaited<ReturnType<typeof lockCompletion>>) {
  const { userId, questId, requireBoss, now, party, locked } = step;
  const { quest } = locked;
  const outcome = completionOutcome(locked, party, now);
  const written = await writeCompletion(tx, {
    userId,
    questId,
    closesQuest: !quest.recurrence,
    now,
    player: outcome.player,
    difficulty: quest.difficulty,
    rewards: outcome.rewards,
    feed: {
      subject: quest.title,
      data: {
        questId,
        experience: outcome.rewards.experience,
        gold: outcome.rewards.gold,
        difficulty: quest.difficulty,
      },
    },
    hit:
      party?.currentBossId && outcome.damage !== null
        ? { bossId: party.currentBossId, damage: outcome.damage }
        : null,
  });
  if (requireBoss && !written.boss) throw conflict('Your party has no active boss right now.');
  return { ...step, outcome, written };
}

type Written = Awaited<ReturnType<typeof writeLocked>>;

/**
 * The achievements the figures a completion moves have reached: quests (hard, legendary, today),
 * boss damage, level, streak, party. The other figures (tasks, focus, items...) are evaluated by
 * the actions that move them (`earnReachedAchievements`).
 */
function reachedAchievements({ written, locked }: Written): AchievementDefinition[] {
  const record = written.player;
  const stats: AchievementStats = {
    questsCompleted: written.counters.questsCompleted,
    hardQuestsCompleted: written.counters.hardQuestsCompleted,
    legendaryQuestsCompleted: written.counters.legendaryQuestsCompleted,
    bossDamage: written.counters.bossDamage,
    completionsToday: record.dailyStreak,
    level: record.level,
    currentStreak: record.currentStreak,
    inParty: record.party ? 1 : 0,
    tasksCompleted: 0,
    highPriorityTasksCompleted: 0,
    focusSessionsCompleted: 0,
    bossesDefeated: 0,
    itemsOwned: 0,
    companionsOwned: 0,
  };
  return newlyEarned(stats, locked.earned);
}

/**
 * What follows the write in either transaction, with hot statements: the achievements the
 * completion reached (`earnAchievements`, the one way every action earns them), and a clan
 * member's clan (its experience and feed lines). Their pushes leave once the transaction has
 * committed.
 */
async function afterWrite(tx: Runner, step: Written) {
  const player = step.written.player;
  const earned = await earnAchievements(tx, player, reachedAchievements(step), step.now);
  const user =
    earned.totalPoints !== null && earned.version !== null
      ? { ...player, totalPoints: earned.totalPoints, version: earned.version }
      : player;
  return {
    user,
    unlocked: earned.unlocked,
    notifications: earned.notifications,
    clan: await feedClan(tx, step, user, earned.unlocked),
  };
}

type AfterWrite = Awaited<ReturnType<typeof afterWrite>>;

/**
 * A clan member's completion counts toward the clan: its experience (and the clan's level), and
 * the clan feed's lines for the quest (its title only when the player shares titles), a level
 * reached and each achievement.
 */
async function feedClan(tx: Runner, step: Written, user: UserRecord, unlocked: AchievementDefinition[]) {
  const clanId = step.locked.player.clanId;
  if (!clanId) return null;
  const { outcome, written, now } = step;
  await addClanExperience(tx, clanId, outcome.rewards.experience);
  const line = (text: { type: ClanEntry['type']; subject: string; data: ClanEntry['data'] }) =>
    clanEntry(user, text, now);
  const quest = feedQuestEntry(user.shareQuestTitles, written.quest, outcome.rewards);
  const entries = [line({ type: 'quest_completed', ...quest })];
  if (outcome.levelsGained > 0) entries.push(line(levelLine(user.level)));
  for (const def of unlocked) entries.push(line(achievementLine(def)));
  await insertClanEntries(tx, clanId, entries);
  return { clanId, entries };
}

/**
 * A defeat: the party's rewards (the hitter's made on the record the completion wrote, with the
 * points its achievements just added) and the party's rest before the next boss.
 */
async function withDefeat(
  tx: Runner,
  step: Written,
  after: AfterWrite,
  restSeconds: number,
): Promise<Completed> {
  const { written, party, now } = step;
  if (!written.boss?.record.defeated || !party) return completed(step, after, null);
  const defeat = await settleDefeat(tx, {
    partyId: party.id,
    boss: written.boss.record,
    hitter: after.user,
    now,
    restSeconds,
  });
  const hitter = defeat.rewarded.find((r) => r.user.id === step.userId)?.user ?? after.user;
  return completed(step, { ...after, user: hitter }, defeat);
}

/** What a completion did, for its answer and its pushes. */
function completed(
  { userId, questId, now, party, outcome, written }: Written,
  after: AfterWrite,
  defeat: { rewarded: BossHitResult['rewarded']; nextBossAt: Date } | null,
) {
  const { user } = after;
  let hit: BossHitResult | null = null;
  let bossView: BossView | null = null;
  if (written.boss && party) {
    const boss = written.boss.record;
    hit = {
      partyId: party.id,
      boss,
      questId,
      damage: written.boss.damage,
      defeated: boss.defeated,
      at: now,
      rewarded: defeat?.rewarded ?? [],
      nextBossAt: defeat?.nextBossAt ?? null,
    };
    const own = {
      user_id: userId,
      username: user.username,
      damage: written.boss.damage,
      created_at: now,
    };
    bossView = { boss, hits: [own, ...written.earlierHits] };
  }
  return {
    quest: written.quest,
    user,
    equipment: outcome.equipment,
    rewards: outcome.rewards,
    levelsGained: outcome.levelsGained,
    // The hitter's own share of a defeat may unlock achievements too (boss-slayer...).
    achievements: [
      ...(hit?.rewarded.find((r) => r.user.id === userId)?.achievements ?? []),
      ...after.unlocked,
    ],
    hit,
    bossView,
    notifications: after.notifications,
    clan: after.clan,
  };
}

type Completed = ReturnType<typeof completed>;

/**
 * What the completion changes, computed from the locked rows: the hit's damage, the rewards and
 * the player's new figures. Power and abilities come from the level before this quest's own
 * rewards (DESIGN 8 and 11); Double XP goes to the first quest of each local day.
 */
function completionOutcome(locked: LockedCompletion, party: LockedParty | null, now: Date) {
  const { quest, player } = locked;
  const equipment = equipmentBonuses(locked.weapon, locked.armor);
  const leaderLevel = party?.leaderId === player.id ? player.level : locked.leaderLevel;
  const damage = party?.currentBossId
    ? bossDamage(
        power(player.level, effectiveDamage(player, equipment)),
        quest.difficulty,
        hitFactor({
          hasActiveCompanion: Boolean(player.equippedPet),
          lowHealth: isLowHealth(player.health, player.maxHealth),
          teamLeader: leaderLevel !== null && hasAbility(leaderLevel, 'team-leader'),
        }),
      )
    : null;
  const today = localDayNumber(now, player.timezone);
  const abilities = questAbilityFactors(player.level, player.lastQuestDay !== today);
  const items = [locked.weapon, locked.armor].filter((i) => i !== null);
  const rewards = questRewards(quest.difficulty, {
    ...rewardModifiers(player, items),
    // A full set's x1.1 XP stacks like an ability's (domain/character/sets.ts).
    abilityXp: abilities.experience * equipment.set.experience,
    abilityGold: abilities.gold,
  });
  const boosts = boostsAfterQuest(player);
  const next = progressAfter(player, { ...rewards, points: questPoints(rewards.experience) }, now, {
    completion: true,
  });
  return {
    equipment,
    damage,
    rewards,
    levelsGained: next.levelsGained,
    player: { ...next, ...boosts, lastQuestDay: today },
  };
}
