import type { RouteObject } from 'react-router-dom';
import { AuthScreen } from '../features/auth/components/AuthScreen.tsx';
import { ResetPasswordScreen } from '../features/auth/components/ResetPasswordScreen.tsx';
import { LegalPage } from '../features/legal/components/LegalPage.tsx';
import { GuestOnly, HomeRoute } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

/**
 * The whole route table (spec section 2). Player screens of later work (/quests, /tasks, /boss-fight,
 * /shop, /character, /inventory, /companions, /clans, /achievements, /profile) are added to `children`
 * when they exist; until then those paths fall through to the not-found page.
 */
export const routes: RouteObject[] = [
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
      { path: 'reset-password', element: <ResetPasswordScreen /> },
      { path: 'impressum', element: <LegalPage page="impressum" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      { path: 'terms', element: <LegalPage page="terms" /> },
      { path: 'disclaimer', element: <LegalPage page="disclaimer" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
