import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { User } from '../../../protocol/api/user.ts';
import { AiCompanionCard } from '../features/ai/components/AiCompanionCard.tsx';
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import { abilitiesOf } from '../lib/abilities.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { AdminPanel } from './lazy-pages.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** `/`: the dashboard for players, the landing page for visitors. */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return <LandingPage />;
  return (
    <DashboardPage
      user={user}
      companion={<AiCompanionCard />}
      adminPanel={abilitiesOf(user).useAdminPanel ? <AdminPanel viewer={user} /> : undefined}
    />
  );
}

/** Screens for visitors only (the auth screen): signed-in players are sent home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? <Navigate to="/" replace /> : children;
}

/** A player screen: rendered with the signed-in user; visitors get the not-found page (spec section 2). */
export function PlayerOnly({ render }: { render: (user: User) => ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? render(user) : <NotFoundPage />;
}
