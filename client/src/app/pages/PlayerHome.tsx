import type { User } from '../../../../protocol/api/user.ts';
import { AiCompanionCard } from '../../features/ai/components/AiCompanionCard.tsx';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage.tsx';
import { AdminPanel } from '../lazy-pages.ts';

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
