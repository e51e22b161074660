import type { RouteObject } from 'react-router-dom';
import { adminAreaRoutes } from '../features/admin/admin-area-routes.tsx';
import { GuestOnly, HomeRoute, PlayerOnly } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import {
  AdminPanel,
  AuthScreen,
  BossBattlesPage,
  CharacterSheetPage,
  ClanHallPage,
  ClanPage,
  CompanionsPage,
  ContactPage,
  HallOfHonorsPage,
  InventoryPage,
  LegalPage,
  PartyInvitePage,
  PlayerHome,
  ProfilePage,
  QuestBoardPage,
  ResetPasswordScreen,
  ShopPage,
  TasksPage,
} from './lazy-pages.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';
import { SharePage } from './pages/SharePage.tsx';

/**
 * The whole route table (spec section 2). Player screens render only for a signed-in player
 * (`PlayerOnly`; visitors get the not-found page). Most screens load on their first visit
 * (`lazy-pages.ts`).
 */
export const routes: RouteObject[] = [
  // The separate admin area (ADMIN_PATH), with its own shell; present only on its own pages.
  ...adminAreaRoutes(<RouteErrorPage />),
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },
      // The spec's second address of the dashboard; visitors get the not-found page there.
      { path: 'home', element: <PlayerOnly render={(user) => <PlayerHome user={user} />} /> },
      {
        path: 'auth',
        element: (
          <GuestOnly>
            <AuthScreen />
          </GuestOnly>
        ),
      },
      {
        path: 'login',
        element: (
          <GuestOnly>
            <AuthScreen />
          </GuestOnly>
        ),
      },
      {
        path: 'register',
        element: (
          <GuestOnly>
            <AuthScreen />
          </GuestOnly>
        ),
      },
      { path: 'quests', element: <PlayerOnly render={(user) => <QuestBoardPage user={user} />} /> },
      { path: 'tasks', element: <PlayerOnly render={(user) => <TasksPage user={user} />} /> },
      // The installed app's share target: a visitor is sent to sign in first (the line waits).
      { path: 'share', element: <SharePage /> },
      { path: 'achievements', element: <PlayerOnly render={(user) => <HallOfHonorsPage user={user} />} /> },
      { path: 'boss-fight', element: <PlayerOnly render={(user) => <BossBattlesPage user={user} />} /> },
      { path: 'shop', element: <PlayerOnly render={(user) => <ShopPage user={user} />} /> },
      { path: 'inventory', element: <PlayerOnly render={() => <InventoryPage />} /> },
      { path: 'companions', element: <PlayerOnly render={(user) => <CompanionsPage user={user} />} /> },
      { path: 'clans', element: <PlayerOnly render={(user) => <ClanHallPage user={user} />} /> },
      { path: 'clans/:clanId', element: <PlayerOnly render={(user) => <ClanPage user={user} />} /> },
      // An invite link: visitors are asked to sign in first (and brought back), so not PlayerOnly.
      { path: 'parties/join/:token', element: <PartyInvitePage /> },
      { path: 'character', element: <PlayerOnly render={(user) => <CharacterSheetPage user={user} />} /> },
      {
        path: 'profile',
        element: (
          <PlayerOnly
            // The admin panel shows (and its chunk loads) only where ProfilePage's abilities check allows it.
            render={(user) => (
              <ProfilePage user={user} adminPanel={<AdminPanel viewer={user} place="profile" />} />
            )}
          />
        ),
      },
      { path: 'reset-password', element: <ResetPasswordScreen /> },
      { path: 'impressum', element: <LegalPage page="impressum" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      { path: 'terms', element: <LegalPage page="terms" /> },
      { path: 'disclaimer', element: <LegalPage page="disclaimer" /> },
      // Open to everyone: a suspended player has no session and this is how they reach the team.
      { path: 'contact', element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
