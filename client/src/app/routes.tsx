import type { RouteObject } from 'react-router-dom';
import { adminAreaRoutes } from '../features/admin-area/routes.tsx';
import { AdminPanel } from '../features/admin-panel/components/AdminPanel.tsx';
import { AuthScreen } from '../features/auth/components/AuthScreen.tsx';
import { ResetPasswordScreen } from '../features/auth/components/ResetPasswordScreen.tsx';
import { BossBattlesPage } from '../features/boss/components/BossBattlesPage.tsx';
import { CharacterSheetPage } from '../features/character/components/CharacterSheetPage.tsx';
import { ClanHallPage } from '../features/clans/components/ClanHallPage.tsx';
import { ClanPage } from '../features/clans/components/ClanPage.tsx';
import { CompanionsPage } from '../features/companions/components/CompanionsPage.tsx';
import { HallOfHonorsPage } from '../features/honors/components/HallOfHonorsPage.tsx';
import { InventoryPage } from '../features/inventory/components/InventoryPage.tsx';
import { LegalPage } from '../features/legal/components/LegalPage.tsx';
import { ProfilePage } from '../features/profile/components/ProfilePage.tsx';
import { QuestBoardPage } from '../features/quests/components/QuestBoardPage.tsx';
import { ShopPage } from '../features/shop/components/ShopPage.tsx';
import { TasksPage } from '../features/tasks/components/TasksPage.tsx';
import { GuestOnly, HomeRoute, PlayerOnly } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

/**
 * The whole route table (spec section 2). Player screens render only for a signed-in player
 * (`PlayerOnly`; visitors get the not-found page). Screens of later work (/character, /clans,
 * /profile) are added to `children` when they exist; until then
 * those paths fall through to the not-found page.
 */
export const routes: RouteObject[] = [
  // The separate admin area (ADMIN_PATH), with its own shell; present only on its own pages.
  ...adminAreaRoutes(<RouteErrorPage />),
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },
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
      { path: 'tasks', element: <PlayerOnly render={() => <TasksPage />} /> },
      { path: 'achievements', element: <PlayerOnly render={(user) => <HallOfHonorsPage user={user} />} /> },
      { path: 'boss-fight', element: <PlayerOnly render={(user) => <BossBattlesPage user={user} />} /> },
      { path: 'shop', element: <PlayerOnly render={(user) => <ShopPage user={user} />} /> },
      { path: 'inventory', element: <PlayerOnly render={() => <InventoryPage />} /> },
      { path: 'companions', element: <PlayerOnly render={(user) => <CompanionsPage user={user} />} /> },
      { path: 'clans', element: <PlayerOnly render={(user) => <ClanHallPage user={user} />} /> },
      { path: 'clans/:clanId', element: <PlayerOnly render={(user) => <ClanPage user={user} />} /> },
      { path: 'character', element: <PlayerOnly render={(user) => <CharacterSheetPage user={user} />} /> },
      {
        path: 'profile',
        element: (
          <PlayerOnly
            render={(user) => (
              <ProfilePage
                user={user}
                adminPanel={user.role === 'admin' ? <AdminPanel viewer={user} /> : undefined}
              />
            )}
          />
        ),
      },
      { path: 'reset-password', element: <ResetPasswordScreen /> },
      { path: 'impressum', element: <LegalPage page="impressum" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      { path: 'terms', element: <LegalPage page="terms" /> },
      { path: 'disclaimer', element: <LegalPage page="disclaimer" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
