import type { User } from '@protocol/api/user.ts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/LandingPage.tsx';
import { useCurrentUser } from '../lib/current-user.ts';
import { pendingInvitePath } from '../lib/pending-invite.ts';
import { PlayerHome } from './lazy-pages.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** `/`: the dashboard for players, the landing page for visitors. */
export function HomeRoute() {
  const { data: user } = useCurrentUser();
  if (!user) return <LandingPage />;
  return <PlayerHome user={user} />;
}

/**
 * Screens for visitors only (the auth screen): signed-in players are sent home, or back to the
 * party invite link they opened before signing in.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? <Navigate to={pendingInvitePath() ?? '/'} replace /> : children;
}

/** A player screen: rendered with the signed-in user; visitors get the not-found page (spec section 2). */
export function PlayerOnly({ render }: { render: (user: User) => ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? render(user) : <NotFoundPage />;
}
