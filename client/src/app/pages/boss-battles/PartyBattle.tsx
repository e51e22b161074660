import type { Boss } from '@protocol/api/boss.ts';
import type { Party } from '@protocol/api/parties.ts';
import type { User } from '@protocol/api/user.ts';
import { hitFactor, isLowHealth } from '@protocol/rules/combat.ts';
import { unlockedAbilities } from '@protocol/rules/progression.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast.tsx';
import { useDealDamage } from '@/features/boss/api/deal-damage.ts';
import { bossText } from '@/features/boss/components/BossCard.tsx';
import { BossPanel } from '@/features/boss/components/BossPanel.tsx';
import { HitFeed } from '@/features/boss/components/HitFeed.tsx';
import { PowerCard } from '@/features/boss/components/PowerCard.tsx';
import { QuestWeapons } from '@/features/boss/components/QuestWeapons.tsx';
import { useLeaveParty } from '@/features/party/api/leave-party.ts';
import { PartyCard } from '@/features/party/components/PartyCard.tsx';
import { PartyChat } from '@/features/party-chat/components/PartyChat.tsx';
import { useStartFocusSession } from '@/features/tasks/api/start-focus-session.ts';
import { describeError, useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { achievementText } from '@/lib/achievement-text.ts';
import { useFocusSession } from '@/shared/queries/focus-session.ts';
import { useQuests } from '@/shared/queries/quests.ts';

interface PartyBattleProps {
  party: Party;
  /** Read by the page, so switching tabs neither refetches it nor loses the Victory card. */
  boss: UseQueryResult<Boss | null>;
  user: User;
}

/**
 * My Party with a party. Wide: the fight (boss, then the quests that strike it) on the left, the party,
 * the battle log and the party chat on the right. Narrow: fight, party, log, chat, one under the
 * other: the boss's health is what a phone shows first (the page's order is also the reading order).
 */
export function PartyBattle({ party, boss, user }: PartyBattleProps) {
  const text = useBossText();
  const { t, number, language } = text;
  const quests = useQuests();
  const strike = useDealDamage(party.id);
  const leave = useLeaveParty();
  const bossAlive = Boolean(boss.data && !boss.data.defeated);
  // The damage each quest shows is the hit the server lands (DESIGN 11): the active companion,
  // a leader with Team Leader, low health.
  const leader = party.members.find((member) => member.isLeader);
  const factor = hitFactor({
    hasActiveCompanion: Boolean(user.equippedPet),
    lowHealth: isLowHealth(user.health, user.maxHealth),
    teamLeader: leader !== undefined && unlockedAbilities(leader.level).includes('team-leader'),
  });
  const pendingQuestId = strike.isPending ? (strike.variables ?? null) : null;

  const onStrike = (questId: string) =>
    strike.mutate(questId, {
      onSuccess: (answer) => {
        const details = [
          t('damageText', { damage: number(answer.damage), boss: bossText(answer.boss, language).name }),
        ];
        if (answer.defeated)
          details.push(
            t('victoryRewards', { xp: number(answer.boss.xpReward), coins: number(answer.boss.coinReward) }),
          );
        // The toast below replaces any on screen, so it also names what this hit unlocked.
        for (const achievement of answer.achievements)
          details.push(t('achievementText', { title: achievementText(achievement, language).title }));
        toast({
          title: answer.defeated ? t('bossDefeated') : t('damageDealt'),
          description: details.join(' '),
          variant: 'success',
          figures: true,
        });
      },
      onError: (error) =>
        toast({ title: t('damageFailed'), description: describeError(text, error), variant: 'destructive' }),
    });

  // Focus together: the player's own session (any task can be picked later in focus mode).
  const focusSession = useFocusSession();
  const startFocus = useStartFocusSession();
  const focusTogether = {
    focusing: Boolean(focusSession.data),
    pending: startFocus.isPending || focusSession.isPending,
    onStart: (member: { username: string }) =>
      startFocus.mutate(null, {
        onSuccess: () =>
          toast({ title: t('focusTogetherStarted', { name: member.username }), variant: 'success' }),
      }),
  };

  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => toast({ title: t('partyLeft'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('leaveFailed'), description: describeError(text, error), variant: 'destructive' }),
    });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <BossPanel
          party={party}
          boss={boss.data}
          loading={boss.isPending}
          failed={boss.isError}
          onRetry={() => void boss.refetch()}
        />
        <QuestWeapons
          quests={quests.data}
          loading={quests.isPending}
          power={user.power}
          factor={factor}
          bossAlive={bossAlive}
          pendingQuestId={pendingQuestId}
          onStrike={(quest) => onStrike(quest.id)}
        />
        {/* A phone's place for the power: under the quests it strikes with (the page's header has it wider). */}
        <PowerCard power={user.power} className="md:hidden" />
      </div>
      <PartyCard
        party={party}
        userId={user.id}
        leaving={leave.isPending}
        onLeave={onLeave}
        focusTogether={focusTogether}
        className="lg:col-start-2 lg:row-start-1"
      />
      <div className="flex min-w-0 flex-col gap-6 self-start lg:col-start-2 lg:row-start-2">
        <HitFeed hits={boss.data?.recentHits ?? []} userId={user.id} />
        <PartyChat partyId={party.id} user={user} />
      </div>
    </div>
  );
}
