import { achievementListSchema } from '@protocol/api/achievements.ts';
import { questSchema } from '@protocol/api/quests.ts';
import { type User, userSchema } from '@protocol/api/user.ts';
import type { PlayerHomeAnswers } from '@protocol/playerHomePage.ts';
import type { QueryClient } from '@tanstack/react-query';
import { AiCompanionCard } from '@/features/ai/components/AiCompanionCard.tsx';
import { DashboardPage } from '@/features/dashboard/components/DashboardPage.tsx';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { hasEarlyRead } from '@/lib/early-reads.ts';
import { achievementsQueryOptions } from '@/shared/queries/achievements.ts';
import { questsQueryOptions } from '@/shared/queries/quests.ts';
import { AdminPanel } from '../lazy-pages.ts';
import type { PlayerHomeRead } from '../player-home-reads.ts';

/**
 * `/` for a signed-in player: the dashboard with the companion's card, one chunk (loaded by
 * HomeRoute), so the page appears at once and not the card after it. The admin panel is handed
 * over always: the dashboard shows it (and fetches its chunk) only when the abilities allow it.
 */
export function PlayerHome({ user }: { user: User }) {
  return (
    <DashboardPage user={user} companion={<AiCompanionCard />} adminPanel={<AdminPanel viewer={user} />} />
  );
}

/** Each read the head start asks for ahead (app/player-home-reads.ts), with the query that reads it. */
const EARLY_READS: Record<PlayerHomeRead, (queryClient: QueryClient) => Promise<void>> = {
  '/api/quests': (queryClient) => queryClient.prefetchQuery(questsQueryOptions),
  '/api/achievements': (queryClient) => queryClient.prefetchQuery(achievementsQueryOptions),
};

/**
 * Puts the answers the head start asked for ahead (app/player-home-reads.ts, lib/early-reads.ts)
 * into the query cache: main.tsx awaits it before the first render, so the first paint shows what
 * they fill (the quest list), not spinners. Asks the server for nothing itself.
 */
export async function prefetchPlayerHome(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    Object.entries(EARLY_READS).map(([url, prefetch]) =>
      hasEarlyRead(url) ? prefetch(queryClient) : undefined,
    ),
  );
}

/**
 * Puts the answers the server rendered the dashboard from (protocol/playerHomePage.ts) into the
 * query cache, parsed by the same schemas as the API's answers: the first render is then the
 * server's markup (main.tsx hydrates it), and the server renders from the same parsed data
 * (app/first-paint/player-home-markup.tsx). Throws when an answer does not parse.
 */
export function seedPlayerHome(queryClient: QueryClient, answers: PlayerHomeAnswers): void {
  const user = userSchema.parse(answers.user);
  const quests = questSchema.array().parse(answers.quests);
  const achievements = achievementListSchema.parse(answers.achievements);
  queryClient.setQueryData(currentUserQueryKey, user);
  queryClient.setQueryData(questsQueryOptions.queryKey, quests);
  queryClient.setQueryData(achievementsQueryOptions.queryKey, achievements);
}
