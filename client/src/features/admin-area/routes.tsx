import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { adminAreaPath } from './admin-path.ts';
import { AdminDashboardPage } from './components/AdminDashboardPage.tsx';
import { AdminLoginPage } from './components/AdminLoginPage.tsx';

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
      element: <Outlet />,
      errorElement,
      children: [
        { index: true, element: <AdminLoginPage /> },
        { path: 'dashboard', element: <AdminDashboardPage /> },
        { path: '*', element: <Navigate to={path} replace /> },
      ],
    },
  ];
}
