import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import { useCurrentUser } from '../lib/current-user.ts';

/** `/`: the dashboard for players, the landing page for visitors. */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}

/** Screens for visitors only (the auth screen): signed-in players are sent home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? <Navigate to="/" replace /> : children;
}
