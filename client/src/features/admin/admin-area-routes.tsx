import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading.tsx';
import { preloadToaster } from '@/components/ui/toast.tsx';
import { loadScreenTexts } from '@/i18n/i18n.ts';
import { adminAreaPath } from './admin-path.ts';

// The admin area is its own chunk: players never download it. Its pages wait for the screens'
// texts (admin.*) and fetch the toasts' view ahead.
const AdminDashboardPage = lazy(() => {
  preloadToaster();
  return Promise.all([import('./components/AdminDashboardPage.tsx'), loadScreenTexts()]).then(([m]) => ({
    default: m.AdminDashboardPage,
  }));
});
const AdminLoginPage = lazy(() => {
  preloadToaster();
  return Promise.all([import('./components/AdminLoginPage.tsx'), loadScreenTexts()]).then(([m]) => ({
    default: m.AdminLoginPage,
  }));
});

/**
 * The separate admin area at ADMIN_PATH: the login (and first-admin setup) and ADMIN_PATH/dashboard.
 * It has its own shell (no player header or session) and exists only on pages the server marked as
 * belonging to it, so the path never appears anywhere else.
 */
export function adminAreaRoutes(errorElement: ReactNode): RouteObject[] {
  const path = adminAreaPath();
  if (!path) return [];
  return [
    {
      path,
      element: (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ),
      errorElement,
      children: [
        { index: true, element: <AdminLoginPage /> },
        { path: 'dashboard', element: <AdminDashboardPage /> },
        { path: '*', element: <Navigate to={path} replace /> },
      ],
    },
  ];
}
